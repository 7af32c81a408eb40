// Implementation of PostalNetwork (included from spec/models/postal.hpp).
#pragma once

#include <algorithm>
#include <string>
#include <utility>

namespace cc::postal {

template <class Msg>
PostalNetwork<Msg>::PostalNetwork(Pe n, u64 k, u64 lambda)
    : n_(n), k_(k), lambda_(lambda), buckets_(lambda), count_(std::size_t{n} + 1) {}

template <class Msg>
void PostalNetwork<Msg>::send(Pe from, Pe to, const Msg& m) {
  sends_.push_back({from, to, step_, m});
}

template <class Msg>
std::size_t PostalNetwork<Msg>::receive(Pe at, Pe from) {
  recvs_.push_back({at, from});
  return recvs_.size() - 1;
}

template <class Msg>
Violation PostalNetwork<Msg>::violation(std::string rule, std::string detail) const {
  return Violation{step_, std::move(rule), std::move(detail)};
}

template <class Msg>
std::optional<Violation> PostalNetwork<Msg>::commit() {
  // The step's number, made into text only for a violation's message (not on every commit).
  const auto j = [this] { return std::to_string(step_); };
  // 1. Sends: in range, not to oneself, at most k distinct destinations per PE.
  auto by_from_to = [](const InFlight& a, const InFlight& b) {
    return a.from != b.from ? a.from < b.from : a.to < b.to;
  };
  if (!std::is_sorted(sends_.begin(), sends_.end(), by_from_to))
    std::stable_sort(sends_.begin(), sends_.end(), by_from_to);
  for (std::size_t s = 0; s < sends_.size(); ++s) {
    const auto& m = sends_[s];
    if (m.from >= n_ || m.to >= n_)
      return violation("PE range", "PE " + std::to_string(m.from) + " sends to PE " +
                                       std::to_string(m.to) + " in step " + j() +
                                       " (n = " + std::to_string(n_) + ")");
    if (m.from == m.to)
      return violation("no self-send",
                       "PE " + std::to_string(m.from) + " sends to itself in step " + j());
    if (s > 0 && sends_[s - 1].from == m.from && sends_[s - 1].to == m.to)
      return violation("one message per pair and step", "PE " + std::to_string(m.from) +
                                                            " sends twice to PE " +
                                                            std::to_string(m.to) + " in step " + j());
  }
  for (std::size_t s = 0; s < sends_.size();) {
    std::size_t e = s;
    while (e < sends_.size() && sends_[e].from == sends_[s].from) ++e;
    if (e - s > k_)
      return violation("k-port send limit", "PE " + std::to_string(sends_[s].from) + " sends to " +
                                                std::to_string(e - s) + " PEs in step " + j() +
                                                " (k = " + std::to_string(k_) + ")");
    s = e;
  }
  // 2. Post the sends; they arrive in step j + lambda - 1.
  messages_sent_ += sends_.size();
  auto& post = buckets_[(step_ + lambda_ - 1) % lambda_];
  for (auto& m : sends_) post.push_back(std::move(m));
  sends_.clear();

  // 3. Arrivals of this step, ordered by (to, from): a stable counting sort on `to` of a bucket
  //    that is ordered by (from, to).
  auto& arriving = buckets_[step_ % lambda_];
  auto& arrivals = arrivals_;
  arrivals.clear();
  if (!arriving.empty()) {
    std::fill(count_.begin(), count_.end(), 0);
    for (const auto& m : arriving) ++count_[m.to + 1];
    for (std::size_t i = 1; i < count_.size(); ++i) count_[i] += count_[i - 1];
    arrivals.resize(arriving.size(), arriving.front());
    for (auto& m : arriving) arrivals[count_[m.to]++] = std::move(m);
    arriving.clear();
  }
  for (std::size_t a = 0; a < arrivals.size();) {
    std::size_t e = a;
    while (e < arrivals.size() && arrivals[e].to == arrivals[a].to) ++e;
    if (e - a > k_)
      return violation("k-port receive limit", "PE " + std::to_string(arrivals[a].to) +
                                                   " receives from " + std::to_string(e - a) +
                                                   " PEs in step " + j() +
                                                   " (k = " + std::to_string(k_) + ")");
    a = e;
  }

  // 4. Match the declared receives against the arrivals.
  auto& recvs = recv_order_;
  recvs.clear();
  for (std::size_t r = 0; r < recvs_.size(); ++r) recvs.push_back({recvs_[r], r});
  auto by_at_from = [](const auto& a, const auto& b) {
    return a.first.at != b.first.at ? a.first.at < b.first.at : a.first.from < b.first.from;
  };
  if (!std::is_sorted(recvs.begin(), recvs.end(), by_at_from))
    std::sort(recvs.begin(), recvs.end(), by_at_from);
  received_.assign(recvs_.size(), Msg{});
  delivered_.clear();
  std::size_t a = 0;
  for (std::size_t r = 0; r < recvs.size(); ++r) {
    const Recv& want = recvs[r].first;
    if (r > 0 && recvs[r - 1].first.at == want.at && recvs[r - 1].first.from == want.from)
      return violation("one message per pair and step",
                       "PE " + std::to_string(want.at) + " receives twice from PE " +
                           std::to_string(want.from) + " in step " + j());
    if (a < arrivals.size() &&
        (arrivals[a].to < want.at || (arrivals[a].to == want.at && arrivals[a].from < want.from))) {
      return violation("every message is received",
                       "the message PE " + std::to_string(arrivals[a].from) + " sent to PE " +
                           std::to_string(arrivals[a].to) + " in step " +
                           std::to_string(arrivals[a].sent_step) + " arrives in step " + j() +
                           " and is never received");
    }
    if (a == arrivals.size() || arrivals[a].to != want.at || arrivals[a].from != want.from)
      return violation(
          "receive matches a message",
          "PE " + std::to_string(want.at) + " receives from PE " + std::to_string(want.from) +
              " in step " + j() +
              ", but no message from it arrives then (lambda = " + std::to_string(lambda_) + ")");
    received_[recvs[r].second] = std::move(arrivals[a].msg);
    delivered_.push_back({arrivals[a].to, arrivals[a].from, arrivals[a].sent_step});
    ++a;
  }
  if (a < arrivals.size())
    return violation("every message is received",
                     "the message PE " + std::to_string(arrivals[a].from) + " sent to PE " +
                         std::to_string(arrivals[a].to) + " in step " +
                         std::to_string(arrivals[a].sent_step) + " arrives in step " + j() +
                         " and is never received");
  recvs_.clear();
  ++step_;
  return std::nullopt;
}

template <class Msg>
std::optional<Violation> PostalNetwork<Msg>::finish() const {
  for (const auto& bucket : buckets_)
    for (const auto& m : bucket)
      return Violation{step_ - 1, "every message is received",
                       "the message PE " + std::to_string(m.from) + " sent to PE " +
                           std::to_string(m.to) + " in step " + std::to_string(m.sent_step) +
                           " arrives in step " + std::to_string(m.sent_step + lambda_ - 1) +
                           ", after the last step " + std::to_string(step_ - 1)};
  return std::nullopt;
}

}  // namespace cc::postal
