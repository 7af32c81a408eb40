// Bounded model check of the half-duplex prefix's communication (Lin and Hung's model, sections 1
// and 2: "each PE of a multicomputer can only send or receive a message in a communication
// step"), for collcheck synth (docs/synth.md, "Half-duplex"): is there a sequence of T
// communication steps after which every PE i knows every block j < i?
//  - The problem: q nonempty blocks of operands, block j on PE j (j < q); PEs q .. p-1 hold none
//    (relays, when n < p). PE i's results 0:s_i, ..., 0:(s_i + b_i - 1) combine the operands of
//    every block j <= i, so PE i must learn something of every block j < i (knowledge).
//  - s[t][a][b]: PE a sends one message to PE b in communication step t (0 <= t < H).
//    Rule "half-duplex": in each step a PE is in at most one message, as sender or receiver.
//  - K[t][x][j]: PE x knows block j after t steps (the union of the operands of the values it
//    holds could contain block j): K[0][x][j] iff x = j; K[t+1][x][j] iff K[t][x][j] or some a
//    with s[t][a][x] knows j at t. A message carries any number of values (the document's
//    "regs"), so K over-approximates what any schedule with these messages lets a PE hold, and a
//    schedule that forwards every block total realises it exactly.
//  - Shape, each without loss of generality (a sequence meeting the goal exists if and only if
//    one of this shape does):
//      no useless message: a PE sends only if it knows a block the receiver does not. Dropping a
//        message that teaches nothing changes no K and only frees the two PEs;
//      relays by first knowledge: the relays q .. p-1 are interchangeable (no block, no goal), so
//        relay r+1 knows something by t only if relay r does.
//  - Goal (per query T <= H): K[T][i][j] for every 0 <= j < i < q.
// Incremental: one encoding of horizon H answers every T <= H (one Z3 solver, each goal an
// assumption). A sat model is decoded into its messages, which the caller turns into a schedule
// document and runs on the executor; the solver is never trusted.
#pragma once

#include <cstdint>
#include <vector>

#include "proofs/engine.hpp"

namespace cc::proofs {

// A deliberately wrong encoding, for the planted-bug test of collcheck synth: the replay must
// reject what the solver's model decodes to.
enum class HdPrefixPlant {
  none,
  drop_half_duplex,  // a PE may send one message and receive one in the same step (full duplex)
};

struct HdPrefixQuery {
  std::uint32_t T;    // every PE i knows every block j < i after T steps (T <= H)
  ProofOptions opts;  // its name, resource limit, emit_dir
};

struct HdMessage {
  std::uint32_t step;  // 0-based communication step
  std::uint32_t from, to;
};

struct HdPrefixBmcResult {
  ProofResult result;               // proved: no such sequence; counterexample: `messages`
  std::vector<HdMessage> messages;  // decoded (counterexample only), steps < T, by step
};

// Requires 1 <= q <= p, H >= 0. Returns fewer results only if stopped.
std::vector<HdPrefixBmcResult> hd_prefix_bmc_each(std::uint32_t p, std::uint32_t q,
                                                  std::uint32_t H,
                                                  const std::vector<HdPrefixQuery>& queries,
                                                  HdPrefixPlant plant = HdPrefixPlant::none);

}  // namespace cc::proofs
