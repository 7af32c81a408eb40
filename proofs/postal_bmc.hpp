// Bounded model check of Theorem 1 in the style of SCCL: Boolean send variables s[t][a][b] (PE a
// sends v(0) to PE b in step t), holder variables h[t][b], at most k sends and k receives per PE
// per step (a sequential counter in core Booleans, proofs/detail/cardinality.hpp), latency lambda
// (a send of step t is received in step t + lambda - 1 and can be forwarded from step t + lambda
// on). The query asks for a
// schedule with which all n PEs hold v(0) after `steps` steps (and, optionally, with few receivers
// in one step: section 3.1's "kG(j-1) PEs must receive").
#pragma once

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "proofs/engine.hpp"

namespace cc::proofs {

struct BmcResult {
  ProofResult result;  // proved: no such schedule exists; counterexample: `sends` is one
  std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> sends;  // sends[t-1]
};

// A limit on the receivers of one step's sends: at most `at_most` PEs receive (in step
// send_step + lambda - 1) a message of v(0) sent in step `send_step`.
struct ReceiverLimit {
  std::uint32_t send_step;
  std::uint32_t at_most;
};

// What the broadcast query may assume of a schedule without loss of generality (each keeps the
// answer: a schedule of the model, or one meeting the receiver limit, exists if and only if one
// of this shape does).
//   ordered_receivers: PEs 1..n-1 first hold v(0) in label order (h[t][b+1] implies h[t][b]):
//     the PEs other than 0 are interchangeable, so any schedule relabelled by first receipt is
//     one.
//   single_receipt: a PE is sent v(0) only while it does not hold it and by one sender (at most
//     one receive in all): dropping the other messages of a schedule leaves every PE holding
//     v(0) as early, and only lowers every count of sends, receives and receivers.
struct BmcShape {
  bool ordered_receivers = true;
  bool single_receipt = true;
};

BmcResult postal_broadcast_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                               std::uint32_t steps, const ProofOptions& opts,
                               const std::optional<ReceiverLimit>& limit = std::nullopt,
                               BmcShape shape = {});

// Prefix schedules of the window class: every PE i keeps one value c(i) = s:i (s = i at the
// start), a message from PE a carries the c(a) it held after the step before the send, only to a
// PE b > a, and PE b combines, in its receive step, the messages that chain onto c(b) (from the
// highest sender down: the message from a is used when c(b) starts at a + 1). The query asks for
// such a schedule, at most k sends and k receives per PE and step, latency lambda, with which
// every PE holds c(i) = 0:i after `steps` steps and, with `limit`, at most `at_most` PEs receive
// in step send_step + lambda - 1 a message (sent in step send_step) that contains v(0). A sat
// model is one schedule (sends[t-1], every send, useful or not).
BmcResult postal_prefix_window_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                   std::uint32_t steps, const ProofOptions& opts,
                                   const std::optional<ReceiverLimit>& limit = std::nullopt);

}  // namespace cc::proofs
