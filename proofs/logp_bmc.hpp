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
  // of every holder up to T), so that the decoded program wastes none (its operands can be
  // listed as 0:N-1 in a reduce document). A restriction: sat is a program, unsat proves nothing
  // about the others. (collcheck synth now asks the cone encoding below, where it always holds.)
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

// ---- The cone encoding (collcheck synth's summation, docs/synth.md "LogP") ----
// The same question, "at least k operands validly on PE 0 by T", asked of a smaller class of
// programs to which EVERY program reduces without losing an operand of PE 0's value at T; so its
// unsat answer is a certificate over every program, and its sat answers are decoded and replayed
// as above. The reduction, each step a consequence of the executor's rules (spec/models/logp.hpp):
//  1. The cone of influence. Cut each PE's program: PE 0's at T; a PE p's at c_p = the latest end
//     (start + o) of a send of p whose message its receiver b adopts or combines before c_b (no
//     such send: p's program is cut at 0, and p is said to hold no operands). Keep the operations
//     that end by the cut and, of the messages, only those used (adopted or combined) before the
//     receiver's cut, with their sends. Well founded (c_b > the send's start along each message).
//     What is dropped changes no kept value: a send does not change its sender's value; a receive
//     that is never used before the cut is, at its receiver, after every used one (combine takes
//     the oldest waiting message, so the unused ones are a suffix of the inbox order), so the
//     kept inbox order and every value up to the cut are the same; a dropped send's later sends
//     to the same PE are dropped too (FIFO), so the matching of the kept ones is unchanged; gaps
//     and overlaps only get looser. So PE 0's value at T is the same, and every kept message's
//     content is in its receiver's value at its cut, hence (by induction along the kept sends)
//     in PE 0's value at T.
//  2. If PE 0's value at T is valid, then after step 1: PE 0 sends nothing, and every other PE at
//     most once. A send of PE 0 at s carries its value v(s) (not empty: a send needs a value),
//     which then reaches PE 0's value at T a second time (PE 0's value only grows); two sends of
//     p at s1 < s2 carry v(s1) and v(s2), which contains v(s1): v(s1) reaches PE 0 twice. A value
//     holding an operand twice is invalid (the interval witness; the encoding above calls it
//     bad), and invalidity survives every later combine and adoption.
//     So the kept messages form a tree into PE 0 (a message is used before its receiver's send,
//     so sends strictly later up the tree: no cycle), and PE 0's value at T is the disjoint union
//     of every kept PE's operands: its count is the number of operands the kept PEs add (each
//     holder's first one and its adds), always valid. No value needs encoding.
//  3. Dominance: an add in a cycle where a holder is idle before its cut (no operation starts or
//     runs) is legal (it occupies one cycle, no gap rule reads it) and adds an operand to PE 0's
//     value; so every holder adds in every idle cycle before its send (PE 0: before T).
//  4. Symmetry: PEs 1 .. P-1 are interchangeable (steps 1-3 are label-free), taken in the order of
//     their send (PE p+1 has sent by t only if PE p has).
//  5. The order of combines: a PE's combines are paired with its inbox messages in any order
//     (each combine with one message whose receive has ended); the executor's oldest-first
//     combine then also succeeds, with the same count (Hall's condition holds at every combine).
//  6. Combines as early as they can: if a message waits (its receive ended) at a cycle where its
//     PE adds or idles, the combine moves to that cycle and the add (if any) to the combine's
//     old cycle: legal (both take one cycle, the message has arrived, no gap rule reads them),
//     the same count. So a combine of the message received at r happens at the first cycle
//     after r + o at which the PE does nothing but add.
//  7. Receives on arrival: a message received at r > its arrival s + o + L can be sent later, at
//     r - o - L: a PE other than 0 does nothing after its one send (step 1), so only the cycles
//     between the two send times change, which then hold adds (step 3): no fewer operands,
//     every rule kept (the sender holds its value longer; its send still ends before the
//     receive starts). So every message is received exactly on arrival, r = s + o + L.
//  Applied in the order 1, 7, 3, 6, 4 to any program, each step keeps the normal forms of the
//  steps before it: 7 moves no receive; 3 fills the cycles that 7 frees; 6 moves no send or
//  receive, and swaps a holder's combine only with an add (3 left it no idle cycle) or a relay's
//  with an idle cycle (3 does not apply to it); 6 ends (the sum of combine times falls); 4 only
//  relabels. The count of operands on PE 0 never falls, so "at least k" unsat over the encoding
//  is unsat over every program.
// The encoding: messages x[a][b][s] only for a != 0 (step 2), received at r = s + o + L
// (step 7, rule "latency"), r + o <= T for b = 0 and r + max(o, 1) <= the latest send of a PE
// other than 0, T - L - 2o, for b != 0 (step 1: a receive ends before its receiver's send, which
// is received by T); at most one message per sender; add and combine per PE and cycle, all before
// the PE's send (PE 0: ending by T); one start per cycle, rules "overlap" and "recv-gap"; a send
// needs a value (a holder, or an earlier receive); a PE other than 0 that holds operands sends;
// every inbox message (received while the PE holds a value) is combined once before the cut, by
// a combine that starts after its receive ends (step 5) and as early as step 6 says; steps 3 and
// 4. Goal: holders + adds >= k (a cardinality constraint, detail::at_most), PE 0 holding a value.
// A model's program is decoded (every operation; holders get 1 + adds operands) and replayed by
// the caller.
struct LogpSumConeQuery {
  logp::Time at_least;
  ProofOptions opts;  // its name, resource limit and emission
};

// The cone encoding of horizon T, each query "at least at_least operands on PE 0 by T", answered
// in order by one incremental solver. Returns fewer results only if the run is stopped.
std::vector<LogpSumBmcResult> logp_sum_cone_bmc_each(logp::Pe P, logp::Time L, logp::Time o,
                                                     logp::Time g, logp::Time T,
                                                     const std::vector<LogpSumConeQuery>& queries,
                                                     LogpBmcPlant plant = LogpBmcPlant::none);

}  // namespace cc::proofs
