// Bounded model checks of allreduce on the k-port lambda-postal model (one operand per PE; synth,
// docs/synth.md, "Allreduce"), in the style of proofs/postal_bmc.hpp: Boolean sends x[t][a][b],
// at most k sends and k receives per PE per step, latency lambda (a send of step t is received in
// step t + lambda - 1, and what it carries is what the sender held after step t - 1).
//
//  - postal_allreduce_window_bmc: the *window class*, which a solver can search and whose
//    schedules are right for a non-commutative operator: every PE i keeps one value
//    c(i) = lo:hi with lo <= i <= hi (i:i at the start); a message from a carries c(a); in its
//    receive step PE b first extends c(b) to the left with the messages from senders a < b
//    whose value ends at lo - 1 (from the highest sender down: disjoint windows to the left of b
//    are ordered like their senders), then to the right with those from a > b whose value starts
//    at hi + 1 (from the lowest sender up). Every PE must hold 0:n-1 after `steps` steps.
//    Recursive doubling at n = 2^j and reduce-then-broadcast orders are in the class.
//  - postal_gossip_bmc: a necessary condition of every allreduce schedule, whatever it combines:
//    after `steps` steps every PE's value depends on every operand, so every operand's
//    information has reached every PE along messages. knows[t][a][b] (b has heard from a after
//    step t) is knows[t-1][a][b] or some message to b received in step t, sent in step
//    t - lambda + 1 by a PE that knew a after step t - lambda. Unsat at T - 1 proves that no
//    allreduce schedule of T - 1 steps exists (of any class, for any operator).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "proofs/postal_bmc.hpp"

namespace cc::proofs {

// Planted defect of the window encoding (tests only): a message is combined into the receiver's
// window without checking that the two windows are adjacent. The decoder simulates the windows
// honestly, so the replay of such a schedule on the executor is incorrect (or the windows do not
// cover 0:n-1) and synth refuses it.
enum class AllreducePlant { none, drop_adjacent };

BmcResult postal_allreduce_window_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                      std::uint32_t steps, const ProofOptions& opts,
                                      AllreducePlant plant = AllreducePlant::none);

BmcResult postal_gossip_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                            std::uint32_t steps, const ProofOptions& opts);

}  // namespace cc::proofs
