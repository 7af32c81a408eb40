// Bounded model checks of prefix, allreduce and reduce of m items per PE on the k-port
// lambda-postal model, one item per message (docs/schedule-format.md, "Many items"; the postal
// executor of spec/schedule/postal.cpp enforces it for documents with "count"; synth,
// docs/synth.md, "Many items"). Every query has Boolean sends x[t][a][b][j] (PE a sends its value
// of item j to PE b in step t, what it held after step t - 1), at most k sends and k receives per
// PE per step over all items, at most one message per ordered pair of PEs and step (the
// executor's rule), latency lambda (a send of step t is received in step t + lambda - 1).
//
//  - postal_mprefix_window_bmc: the prefix window class of the one-item query
//    (proofs/postal_bmc.hpp, postal_prefix_window_bmc), per item: PE i keeps one value
//    c_j(i) = s:i of every item j (i:i at the start); a message of item j goes from a PE a to a
//    PE b > a and carries c_j(a); PE b combines, in its receive step, the messages of item j that
//    chain onto c_j(b) (from the highest sender down). Every PE must hold 0:i of every item.
//  - postal_mwindow_bmc: the allreduce window class of proofs/postal_allreduce_bmc.hpp, per item:
//    c_j(i) = lo:hi with lo <= i <= hi, extended to the left by adjacent windows from senders
//    a < b (highest first), then to the right from senders a > b (lowest first). The goal is
//    0:n-1 of every item at every PE (allreduce) or at PE 0 (reduce to PE 0).
//  - postal_mgossip_bmc: the information flow of every allreduce schedule of m items, per item
//    (proofs/postal_allreduce_bmc.hpp's gossip query with an item index): knows[t][a][b][j] (PE b
//    holds a value of item j that contains operand (a, j) after step t) is knows[t-1][a][b][j] or
//    a message of item j to b received in step t from a PE c with knows[t - lambda][a][c][j]; the
//    port and pair constraints are shared across the items. Unsat at T proves that no allreduce
//    schedule of m items of T steps exists (docs/synth.md gives the argument).
//
// Shape assumed without loss of generality in all three: *items by first send* (some message of
// item j + 1 is sent by step t only if some message of item j is): every constraint and goal is
// the same for every item, so relabelling the items by the step of their first message maps a
// schedule (or message pattern) to one of this shape.
#pragma once

#include <cstdint>
#include <vector>

#include "proofs/postal_mbcast_bmc.hpp"

namespace cc::proofs {

// Planted defects of the encodings (tests only): the replay of the schedule the solver then finds
// must refuse it.
enum class MItemsPlant {
  none,
  drop_pair,      // two items from one PE to another in one step allowed (one message per pair)
  drop_adjacent,  // (window classes) a message is combined into a window it is not adjacent to
};

enum class MWindowGoal { every_pe, root };  // allreduce; reduce to PE 0

// sends[t-1]: the messages sent in step t (every send of the model, useful or not).
MBcastResult postal_mprefix_window_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                       std::uint32_t m, std::uint32_t steps,
                                       const ProofOptions& opts,
                                       MItemsPlant plant = MItemsPlant::none);

MBcastResult postal_mwindow_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                std::uint32_t m, std::uint32_t steps, MWindowGoal goal,
                                const ProofOptions& opts, MItemsPlant plant = MItemsPlant::none);

MBcastResult postal_mgossip_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                std::uint32_t m, std::uint32_t steps, const ProofOptions& opts);

}  // namespace cc::proofs
