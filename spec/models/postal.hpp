// The k-port lambda-postal model (Lin and Yeh, section 1 and Theorem 1).
//
// n PEs, fully connected. In every communication step j = 1, 2, ... a PE may send one message to
// each of at most k distinct PEs and may receive from at most k distinct PEs. A message sent in
// step j is received in step j + lambda - 1 and can be forwarded from step j + lambda on
// (lambda >= 1; lambda = 1 is the ordinary k-port model). A message carries the value its sender
// held after step j - 1.
//
// PostalNetwork is the executor: an algorithm declares, step by step, what each PE sends and what
// each PE receives (the paper's algorithms name their senders explicitly, "receive c(e_r) from PE
// e_r"); commit() checks the step against the model and either delivers the payloads or returns
// the rule that was broken. Nothing the model forbids gets through: more than k sends or
// receives, two messages between one pair in one step, a send to oneself or outside 0..n-1, a
// receive that no message matches, a message that arrives and is never received, a message
// still in flight when the run ends.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "spec/core/checked.hpp"

namespace cc::postal {

using Pe = std::uint32_t;

// G(j) of Theorem 1: the most PEs that can hold v(0) after step j.
//   G(j) = 1                          for 0 <= j < lambda
//   G(j) = G(j-1) + k G(j - lambda)   for j >= lambda
// Values are exact; a value past 2^64-1 throws Overflow.
class GSequence {
 public:
  GSequence(u64 k, u64 lambda);
  u64 operator()(std::size_t j);
  // m = min{i | G(i) >= n}.
  std::size_t min_steps(u64 n);
  u64 k() const { return k_; }
  u64 lambda() const { return lambda_; }

 private:
  u64 k_, lambda_;
  std::vector<u64> g_;
};

// m = min{i | G(i) >= n} without storing the sequence: O(lambda) memory, exact for every n that
// fits in 64 bits and every k, lambda >= 1 (the intermediate products are 128-bit and bounded by
// k * n). `steps_limit` stops runaway searches; nullopt if it is reached.
std::optional<u64> min_steps(u64 n, u64 k, u64 lambda, u64 steps_limit);

struct Violation {
  std::size_t step = 0;
  std::string rule;    // which rule of the model, e.g. "k-port send limit"
  std::string detail;  // in the paper's terms: "PE 3 sends to 4 PEs in step 2 (k = 3)"
};

struct Delivery {
  Pe to;
  Pe from;
  std::size_t sent_step;
};

template <class Msg>
class PostalNetwork {
 public:
  PostalNetwork(Pe n, u64 k, u64 lambda);

  Pe n() const { return n_; }
  u64 k() const { return k_; }
  u64 lambda() const { return lambda_; }
  // The step being declared (1-based); after commit() it advances.
  std::size_t step() const { return step_; }

  void send(Pe from, Pe to, const Msg& m);
  // Declares that `at` receives from `from` in this step; returns the index under which
  // received() gives the payload after commit().
  std::size_t receive(Pe at, Pe from);

  // Checks the declared step against the model; on success delivers and advances the step.
  std::optional<Violation> commit();
  // After the last step: every message must have been received.
  std::optional<Violation> finish() const;

  const Msg& received(std::size_t index) const { return received_[index]; }
  // The messages delivered in the step just committed, ordered by (to, from).
  const std::vector<Delivery>& delivered() const { return delivered_; }
  std::uint64_t messages_sent() const { return messages_sent_; }

 private:
  struct InFlight {
    Pe from, to;
    std::size_t sent_step;
    Msg msg;
  };
  struct Recv {
    Pe at, from;
  };
  Violation violation(std::string rule, std::string detail) const;

  Pe n_;
  u64 k_, lambda_;
  std::size_t step_ = 1;
  std::vector<std::vector<InFlight>> buckets_;  // indexed by arrival step mod lambda
  std::vector<InFlight> sends_;                 // declared in the current step
  std::vector<Recv> recvs_;
  std::vector<Msg> received_;
  std::vector<Delivery> delivered_;
  std::vector<std::size_t> count_;  // scratch for the counting sort, n + 1 entries
  // Scratch of commit(), kept so that a step allocates nothing once the run has warmed up: the
  // arrivals of the step ordered by (to, from), and the declared receives with their indices.
  std::vector<InFlight> arrivals_;
  std::vector<std::pair<Recv, std::size_t>> recv_order_;
  std::uint64_t messages_sent_ = 0;
};

}  // namespace cc::postal

#include "spec/models/detail/postal_network.ipp"
