// The checks of the fast postal executor (spec/algorithms/detail/postal_fast_net.hpp): commit()
// and finish() of PostalNetwork<Interval> on flat buffers, rule for rule and text for text
// (spec/models/detail/postal_network.ipp). Texts are built only when a rule is broken.
#include <algorithm>
#include <string>

#include "spec/algorithms/detail/postal_fast_net.hpp"

namespace cc::postal::fastnet {

namespace {

using std::to_string;

Violation broken(std::size_t step, std::string rule, std::string detail) {
  return Violation{step, std::move(rule), std::move(detail)};
}

std::string never_received(Pe from, Pe to, std::size_t sent, std::size_t j) {
  return "the message PE " + to_string(from) + " sent to PE " + to_string(to) + " in step " +
         to_string(sent) + " arrives in step " + to_string(j) + " and is never received";
}

bool by_from_to(const std::pair<Pe, Pe>& a, const std::pair<Pe, Pe>& b) { return a < b; }

}  // namespace

void Batch::post_formula(std::size_t step, Pe n, u64 k, u64 g_, u64 stride_) {
  reset(step);
  formula = true;
  g = g_;
  stride = stride_;
  for (u64 t = 0; t < k && g + t * stride < n; ++t) {
    limit.push_back(n - g - t * stride);
    total += static_cast<std::size_t>(limit.back());
  }
}

void Batch::materialize() {
  if (!formula) return;
  const std::size_t senders = limit.empty() ? 0 : static_cast<std::size_t>(limit[0]);
  first.resize(senders + 1);
  to.resize(total);
  std::size_t ports = limit.size(), m = 0;
  for (std::size_t x = 0; x < senders; ++x) {
    while (x >= limit[ports - 1]) --ports;  // x has messages of index 0 .. ports-1
    first[x] = m;
    for (std::size_t t = 0; t < ports; ++t) to[m++] = static_cast<Pe>(x + g + t * stride);
  }
  first[senders] = m;
  formula = false;
}

void Net::reset(Pe n_, u64 k_, u64 lambda_) {
  n = n_;
  k = k_;
  lambda = lambda_;
  messages = 0;
  // The ring only grows, so that batches keep their buffers from run to run.
  if (ring.size() < lambda) ring.resize(lambda);
  for (std::size_t s = 0; s < lambda; ++s) ring[s].reset(0);
  sends.clear();
  recvs.clear();
  delivered.clear();
}

std::optional<Violation> Net::post_sends(std::size_t j, const std::vector<Interval>& c) {
  // communication_step declares the sends sender by sender, ascending; each sender's in U's
  // order, which a variant need not keep ascending. Sorting each sender's run sorts them all.
  if (!std::is_sorted(sends.begin(), sends.end(),
                      [](const auto& a, const auto& b) { return a.first < b.first; }))
    std::stable_sort(sends.begin(), sends.end(), by_from_to);
  std::size_t over_from = 0, over_count = 0;  // the first sender over the send limit
  bool over = false;
  for (std::size_t s = 0; s < sends.size();) {
    std::size_t e = s;
    while (e < sends.size() && sends[e].first == sends[s].first) ++e;
    if (!std::is_sorted(sends.begin() + static_cast<std::ptrdiff_t>(s),
                        sends.begin() + static_cast<std::ptrdiff_t>(e), by_from_to))
      std::stable_sort(sends.begin() + static_cast<std::ptrdiff_t>(s),
                       sends.begin() + static_cast<std::ptrdiff_t>(e), by_from_to);
    for (std::size_t i = s; i < e; ++i) {
      const auto [from, to] = sends[i];
      if (from >= n || to >= n)
        return broken(j, "PE range",
                      "PE " + to_string(from) + " sends to PE " + to_string(to) + " in step " +
                          to_string(j) + " (n = " + to_string(n) + ")");
      if (from == to)
        return broken(j, "no self-send",
                      "PE " + to_string(from) + " sends to itself in step " + to_string(j));
      if (i > s && sends[i - 1].second == to)
        return broken(j, "one message per pair and step",
                      "PE " + to_string(from) + " sends twice to PE " + to_string(to) +
                          " in step " + to_string(j));
    }
    if (!over && e - s > k) {
      over = true;
      over_from = sends[s].first;
      over_count = e - s;
    }
    s = e;
  }
  if (over)
    return broken(j, "k-port send limit",
                  "PE " + to_string(over_from) + " sends to " + to_string(over_count) +
                      " PEs in step " + to_string(j) + " (k = " + to_string(k) + ")");
  Batch& b = posting(j);
  b.reset(j);
  for (std::size_t s = 0; s < sends.size();) {
    const Pe from = sends[s].first;
    if (from != b.senders()) b.dense = false;
    b.from.push_back(from);
    b.payload.push_back(c[from]);
    for (; s < sends.size() && sends[s].first == from; ++s) b.to.push_back(sends[s].second);
    b.first.push_back(b.to.size());
  }
  messages += sends.size();
  return std::nullopt;
}

std::optional<Violation> Net::match_receives(std::size_t j) {
  Batch& b = arriving(j);
  b.materialize();
  // 3. The arrivals ordered by (to, from): a stable counting sort on `to` of a batch that is
  //    ordered by (from, to); then the receive limit.
  arrivals.resize(b.to.size());
  if (!b.empty()) {
    count.assign(std::size_t{n} + 1, 0);
    for (Pe to : b.to) ++count[to + 1];
    for (std::size_t i = 1; i < count.size(); ++i) count[i] += count[i - 1];
    for (std::size_t i = 0; i < b.senders(); ++i)
      for (std::size_t m = b.first[i]; m < b.first[i + 1]; ++m)
        arrivals[count[b.to[m]]++] = {b.to[m], b.sender(i), i};
  }
  for (std::size_t a = 0; a < arrivals.size();) {
    std::size_t e = a;
    while (e < arrivals.size() && arrivals[e].to == arrivals[a].to) ++e;
    if (e - a > k)
      return broken(j, "k-port receive limit",
                    "PE " + to_string(arrivals[a].to) + " receives from " + to_string(e - a) +
                        " PEs in step " + to_string(j) + " (k = " + to_string(k) + ")");
    a = e;
  }
  // 4. The receives in (at, from) order against the arrivals.
  sorted.resize(recvs.size());
  for (std::size_t r = 0; r < recvs.size(); ++r) sorted[r] = r;
  auto by_at_from = [this](std::size_t a, std::size_t b) { return recvs[a] < recvs[b]; };
  if (!std::is_sorted(sorted.begin(), sorted.end(), by_at_from))
    std::sort(sorted.begin(), sorted.end(), by_at_from);
  payload_of.resize(recvs.size());
  delivered.clear();
  std::size_t a = 0;
  for (std::size_t r = 0; r < sorted.size(); ++r) {
    const auto [at, from] = recvs[sorted[r]];
    if (r > 0 && recvs[sorted[r - 1]] == recvs[sorted[r]])
      return broken(j, "one message per pair and step",
                    "PE " + to_string(at) + " receives twice from PE " + to_string(from) +
                        " in step " + to_string(j));
    if (a < arrivals.size() &&
        (arrivals[a].to < at || (arrivals[a].to == at && arrivals[a].from < from)))
      return broken(j, "every message is received",
                    never_received(arrivals[a].from, arrivals[a].to, b.sent, j));
    if (a == arrivals.size() || arrivals[a].to != at || arrivals[a].from != from)
      return broken(j, "receive matches a message",
                    "PE " + to_string(at) + " receives from PE " + to_string(from) + " in step " +
                        to_string(j) + ", but no message from it arrives then (lambda = " +
                        to_string(lambda) + ")");
    payload_of[sorted[r]] = arrivals[a].sender;
    delivered.push_back({arrivals[a].to, arrivals[a].from, b.sent});
    ++a;
  }
  if (a < arrivals.size())
    return broken(j, "every message is received",
                  never_received(arrivals[a].from, arrivals[a].to, b.sent, j));
  return std::nullopt;
}

void Net::combine(std::size_t j, const PrefixVariant& v, std::vector<Interval>& c,
                  std::vector<Interval>* d) {
  Batch& b = arriving(j);
  // Each receiver's receives in declaration order: communication_step declares them receiver by
  // receiver unless W is derived from U; then a stable counting sort on the receiver.
  by_at.resize(recvs.size());
  if (std::is_sorted(recvs.begin(), recvs.end(),
                     [](const auto& x, const auto& y) { return x.first < y.first; })) {
    for (std::size_t r = 0; r < recvs.size(); ++r) by_at[r] = r;
  } else {
    count.assign(std::size_t{n} + 1, 0);
    for (const auto& r : recvs) ++count[r.first + 1];
    for (std::size_t i = 1; i < count.size(); ++i) count[i] += count[i - 1];
    for (std::size_t r = 0; r < recvs.size(); ++r) by_at[count[recvs[r].first]++] = r;
  }
  for (std::size_t s = 0; s < by_at.size();) {
    const Pe y = recvs[by_at[s]].first;
    operands.clear();
    for (; s < by_at.size() && recvs[by_at[s]].first == y; ++s)
      operands.push_back(b.payload[payload_of[by_at[s]]]);
    v.combine_order(operands.size(), order);
    c[y] = fold(order, operands, c[y]);
    if (d) (*d)[y] = fold(order, operands, (*d)[y]);
  }
  b.reset(0);
}

std::optional<Violation> Net::finish(std::size_t last) {
  for (std::size_t s = 0; s < lambda; ++s) {
    Batch& b = ring[s];
    if (b.empty()) continue;
    b.materialize();
    return broken(last, "every message is received",
                  "the message PE " + to_string(b.sender(0)) + " sent to PE " +
                      to_string(b.to[0]) + " in step " + to_string(b.sent) + " arrives in step " +
                      to_string(b.sent + lambda - 1) + ", after the last step " +
                      to_string(last));
  }
  return std::nullopt;
}

}  // namespace cc::postal::fastnet
