// The state of the fast postal executor (spec/algorithms/postal_fast.hpp) over one run of
// Algorithm A's communication, kept in flat buffers that are reused across steps and runs.
//
// It implements PostalNetwork<Interval>::commit() and finish() (spec/models/postal.hpp) for the
// steps that communication_step() declares: the same rules, checked in the same order, with the
// same texts. A step's sends are one Batch, in (from, to) order, with one payload per sender (the
// sender's c after the step before, which every message of it carries); the batch waits in the
// ring slot of its arrival step mod lambda, as PostalNetwork's buckets do.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "spec/algorithms/postal_prefix.hpp"

namespace cc::postal::fastnet {

// The messages sent in one step. Sender i is sender(i) (senders ascend); its messages go to
// to[first[i] .. first[i+1]), ascending; all carry payload[i].
//
// The sends of the paper's U are kept in closed form instead (`formula`): sender x has a message
// of index t exactly when x < limit[t], and it goes to x + g + t stride; then the senders are
// 0 .. limit[0]-1 and `from`, `first` and `to` are empty until materialize() writes them.
struct Batch {
  std::size_t sent = 0;   // the step they were sent in
  bool dense = true;      // the senders are 0, 1, ..., senders() - 1 (then `from` is unused)
  std::vector<Pe> from;   // the senders when not dense
  std::vector<std::size_t> first{0};
  std::vector<Pe> to;
  std::vector<Interval> payload;
  bool formula = false;
  u64 g = 0, stride = 0;
  std::vector<u64> limit;  // limit[t] decreases in t; every entry > 0
  std::size_t total = 0;   // messages in closed form

  std::size_t size() const { return formula ? total : to.size(); }
  bool empty() const { return size() == 0; }
  std::size_t senders() const { return first.size() - 1; }
  Pe sender(std::size_t i) const { return dense ? static_cast<Pe>(i) : from[i]; }
  void reset(std::size_t step) {
    sent = step;
    dense = true;
    from.clear();
    first.assign(1, 0);
    to.clear();
    payload.clear();
    formula = false;
    limit.clear();
    total = 0;
  }
  // Posts the paper's U of a step in closed form: g = G(j+lambda-2), stride = G(j-1); sender x
  // sends to x + g + t stride for t < k while below n (payloads are the caller's to add).
  void post_formula(std::size_t step, Pe n, u64 k, u64 g_, u64 stride_);
  // The closed form written out as senders and destinations.
  void materialize();
};

struct Net {
  Pe n = 0;
  u64 k = 1, lambda = 1;
  std::uint64_t messages = 0;  // messages posted, as PostalNetwork::messages_sent()
  bool busy = false;           // a run is using this workspace

  std::vector<Batch> ring;  // slots 0 .. lambda-1 are used: slot = arrival step mod lambda

  // The step being declared: sends (from, to) and receives (at, from) in declaration order.
  std::vector<std::pair<Pe, Pe>> sends, recvs;
  // What the step delivered, ordered by (to, from), as PostalNetwork::delivered().
  std::vector<Delivery> delivered;

  // Scratch of the checks and the combine.
  struct Arrival {
    Pe to, from;
    std::size_t sender;  // index into the arriving batch
  };
  std::vector<Arrival> arrivals;
  std::vector<std::size_t> count, sorted, payload_of, by_at;
  std::vector<std::size_t> order;
  std::vector<Interval> operands;
  std::vector<Pe> peers;

  void reset(Pe n_, u64 k_, u64 lambda_);
  Batch& posting(std::size_t j) { return ring[(j + lambda - 1) % lambda]; }
  Batch& arriving(std::size_t j) { return ring[j % lambda]; }

  // Rules 1 and 2 of commit() for `sends` of step j: range, self-send and duplicate pairs in
  // (from, to) order, then the k-port send limit; on success posts them with payloads c(from).
  std::optional<Violation> post_sends(std::size_t j, const std::vector<Interval>& c);
  // Rules 3 and 4 of commit(): the arrivals of step j against `recvs` (receive limit, then the
  // receives in (at, from) order). On success fills `delivered` and payload_of (per receive).
  std::optional<Violation> match_receives(std::size_t j);
  // After match_receives: each receiver y, ascending, combines the payloads of its receives in
  // declaration order, in the variant's order: c(y) := fold, and d(y) likewise for Algorithm B.
  // Empties the arriving batch.
  void combine(std::size_t j, const PrefixVariant& v, std::vector<Interval>& c,
               std::vector<Interval>* d);
  // finish() after the last step `last`: the first message still in flight, by ring slot.
  std::optional<Violation> finish(std::size_t last);
};

// The operands in the variant's order, folded left to right: r < recv.size() stands for the
// r-th received value, anything else for the PE's own value `self` (shared with the reference).
inline Interval fold(const std::vector<std::size_t>& order, const std::vector<Interval>& recv,
                     const Interval& self) {
  Interval acc = Interval::invalid();
  bool first = true;
  for (std::size_t r : order) {
    const Interval& x = r < recv.size() ? recv[r] : self;
    acc = first ? x : witness::combine(acc, x);
    first = false;
  }
  return acc;
}

}  // namespace cc::postal::fastnet
