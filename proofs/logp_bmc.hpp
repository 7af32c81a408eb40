// Bounded model check of collcheck's summation optimum (Shou and Chen, section 3) without the
// tree reduction R1 (docs/coverage/logp.md, "The tree reduction of the summation search"): is
// there a LogP program on P PEs, in the executor's one-value-per-PE vocabulary
// (spec/models/logp.hpp), that leaves at least `at_least` operands validly summed on PE 0 by
// time T? Nothing about the program's shape is assumed: every PE may hold operands or not,
// messages go in any direction, several per pair, to PEs that will never use them.
//
// The encoding, cycle by cycle (t = 0 .. H-1, H the horizon), every rule read from
// spec/models/logp.hpp:
//  - Operations. add[p][t] (one cycle: the PE's next operand into its value), comb[p][t] (one
//    cycle: the oldest waiting message into its value), and messages x[a][b][s][r]: PE a sends
//    its value to PE b starting at s, and b's receive of it starts at r >= s + o + L (rule
//    "latency"; a send occupies [s, s+o), a receive [r, r+o)). At most one operation starts per
//    PE and cycle, and none starts while an earlier one occupies the PE (rule "overlap"); sends
//    of a PE start at least g apart, and so do its receives (rules "send-gap", "recv-gap");
//    messages of one pair are received in the order sent (FIFO, rule "unmatched"'s matching).
//    Every operation ends by H, and every send is received (a send whose receive would not end
//    by H is left out: a send does not change its sender's value, so nothing any PE holds by H
//    depends on it, and leaving it out keeps every other rule; the executor's "every send is
//    received" then holds by construction).
//  - Values. A PE holds a value or nothing (has); a holder of operands starts with its first
//    one (no cycle), a PE without operands with nothing; a receive by a PE that holds nothing
//    adopts the message (its value becomes the message), any other receive puts the message in
//    the PE's inbox, which "combine" empties oldest first (c[b][r][t]: the message received at r
//    is combined at t). A send carries the sender's value at its start. A valid value is, for
//    each PE q, a prefix of q's operands (every value that holds any operand of q holds q's
//    first: q's operands enter only through q's own value, which starts with its first one), so
//    a value is encoded as (has, bad, S, n): S the set of PEs whose operands it holds, n how many
//    operands, bad absorbing. Combining two values with a common PE in S repeats that PE's first
//    operand: bad (the interval witness calls it invalid). Adding the next own operand to a valid
//    value is always valid.
//  - Goal (per query): PE 0's operations have ended by T, and at T it holds a value, not bad,
//    with n >= at_least.
// The value of a receive that happens at r is written at r + 1 rather than r + o: the PE is busy
// until r + o and no other PE reads it, so nothing can tell the difference.
//
// Symmetry breaking: PEs 1 .. P-1 are interchangeable (relabelling them maps programs to
// programs with the same value on PE 0), so they are taken in the order of their first send
// (PE p+1 has sent by t only if PE p has). Nothing else is assumed.
// Incremental solving: one encoding of horizon H serves every T <= H and both counts asked at
// each T (logp_sum_bmc_each), answered by one solver with each goal as an assumption.
//
// A sat model is decoded into an executor schedule (program per PE; a holder gets 1 + its adds
// operands, numbered 0, 1, ... per PE: the caller renumbers them and replays on the executor;
// the solver's word is never taken).
#pragma once

#include <cstdint>
#include <vector>

#include "proofs/engine.hpp"
#include "spec/models/logp.hpp"

namespace cc::proofs {

// A deliberately wrong encoding, for the planted-bug tests: each must let the solver "sum" more
// than any real program, and the executor must reject what it decodes.
enum class LogpBmcPlant {
  none,
  short_receive,  // a receive occupies its PE for o - 1 cycles, not o
  early_receive,  // a message may be received one cycle before it arrives (r >= s + o + L - 1)
};

struct LogpSumBmcResult {
  ProofResult result;       // proved: no such program exists; counterexample: `program` is one
  logp::Schedule program;   // decoded (counterexample only): program and placeholder operands
  logp::Time root_count = 0;  // the operands the model claims PE 0 holds at T
};

// One query: at least `at_least` operands validly on PE 0 by T, P PEs, LogP parameters L, o, g
// (L >= 1, o >= 1, g >= 1).
// One query of logp_sum_bmc_each: at least `at_least` operands on PE 0 by T (0 <= T <= H).
struct LogpSumQuery {
  logp::Time T;
  logp::Time at_least;
  ProofOptions opts;  // its name and resource limit
  // Also: every operand of the program is in PE 0's value at T (its count equals the operands
  // of every holder up to T), so that the decoded program wastes none (collcheck synth writes it
  // as a reduce document whose operands are 0:N-1). A restriction: sat is a program, unsat
  // proves nothing about the others.
  bool exact = false;
};

// Several queries on one encoding of horizon H (every operation ends by H), answered in order by
// one incremental solver (proofs/detail/z3_engine.hpp, check_unsat_each): the claim asks, for
// each T up to H, "most + 1" (must be unsat) and "most" (must be sat), and each query reuses
// what the solver learnt on the earlier ones. The query for T asks for PE 0's value at T with
// PE 0's operations ended by T; the operations of other PEs after T are free and change nothing
// PE 0 holds at T (a value moves only by a send, and a send at or after T is received after T),
// so every program up to T is one of the encoding's, and a model's program is decoded up to T
// (the operations that start before T, a send whose receive starts at T or later left out).
// Returns fewer results only if the run is stopped.
std::vector<LogpSumBmcResult> logp_sum_bmc_each(logp::Pe P, logp::Time L, logp::Time o,
                                                logp::Time g, logp::Time H,
                                                const std::vector<LogpSumQuery>& queries,
                                                LogpBmcPlant plant = LogpBmcPlant::none);

// One query on an encoding of horizon T.
LogpSumBmcResult logp_sum_bmc(logp::Pe P, logp::Time L, logp::Time o, logp::Time g, logp::Time T,
                              logp::Time at_least, const ProofOptions& opts,
                              LogpBmcPlant plant = LogpBmcPlant::none);

}  // namespace cc::proofs
