// Bounded model checks of LogP prefix and allreduce (one operand per PE), for collcheck synth
// (docs/synth.md, "LogP": prefix and allreduce). PE i holds operand i:i in register c at time 0
// and must end with 0:i (prefix) or 0:P-1 (allreduce) in c; the answer is the least completion
// time T (the end of the last operation), as `verify` counts a logp prefix or allreduce. Every
// timing rule is read from spec/models/logp.hpp: a send occupies its PE for [s, s+o), a receive
// for [r, r+o) with r >= s + o + L, a combine (at most two registers) for [t, t+1); one thing at a
// time per PE; consecutive send starts of a PE g or more apart, and consecutive receive starts;
// FIFO per pair; every send received. o >= 1 (o = 0 is refused by synth).
//
// Two queries.
//
// 1. The register class (logp_register_bmc_each), the search. Intervals v = lo:hi (lo <= hi);
//    Boolean per PE i, time t = 0..H and interval v: A[i][t][v] (i holds v in some register at
//    t; A[i][0] = {i:i}). Events: m[i][j][s][d] (PE i sends to j at s; j receives at
//    s + o + L + d, 0 <= d <= D = max{g, o}), sv[i][s][v] (that send carries v, one i holds at
//    s), made[i][t][v] (a combine at [t, t+1) forms lo:hi from lo:k and k+1:hi, both held at t;
//    at most one per cycle). A[i][t+1] = A[i][t], the interval of the receive that ends at t+1,
//    the combine's. Rules: at most one send and one receive starting per PE and cycle, occupancy
//    (at most one operation covering each cycle of a PE), the gap g between send starts and
//    between receive starts. FIFO holds without a constraint: two sends of a PE start max{g, o}
//    or more apart, so two messages of one pair sent at s1 < s2 are received at
//    r1 = s1 + o + L + d1 and r2 = s2 + o + L + d2 with r2 - r1 >= max{g, o} - (d1 - d2) >= 0,
//    and r1 != r2 (one receive start per cycle), so r1 < r2. One restriction so that a PE's
//    operand and result can share register c: once PE i holds its result (if that is not i:i),
//    it neither receives i:i nor sends it nor forms an interval that starts or ends at i. Goal
//    at T <= H (an assumption per T, one incremental solver): every operation ends by T, every
//    PE holds its result. The class contains recursive doubling, a binomial reduce followed by
//    a broadcast, a chain, and the direct "send the operand to every PE that needs it"
//    programs, each with receives at most max{g, o} after the arrival. A sat model is decoded
//    into operations (the caller writes the document and replays it: the solver is never
//    trusted).
//
// 2. The information flow over every program (logp_flow_bmc), the certificate. Boolean
//    A[t][b][lo:hi]: PE b has held the interval lo:hi in some register by time t (cumulative;
//    A[0][b] = {b:b}); x[c][b][s] send starts (s <= T - 2o - L: its receive ends by T),
//    y[b][r][c] receive starts (from c, r >= o + L), got[b][r][v] (the receive brings interval v,
//    at most one: a message of no interval brings nothing), made[b][t][v] (a combine at
//    [t, t+1) forms interval v, at most one; a combine event is one that forms one);
//    occupancy and both gaps as above; FIFO matching per pair as counts (the k-th receive at b
//    from c starts o + L or more after the k-th send of c to b: for every r, at least k receives
//    by r implies at least k sends by r - o - L; unary counters). A receive from c starting at r
//    brings only an interval that c held by r - o - L (its send started then or earlier, and A is
//    monotone); a combine forms lo:hi only from lo:k and k+1:hi held at its start. Goal: A[T][b]
//    holds b's result for every b. Sound for every program, any registers and operations
//    (docs/synth.md gives the argument): unsat at T - 1 proves that no program completes by
//    T - 1.

#pragma once

#include <cstdint>
#include <vector>

#include "proofs/engine.hpp"
#include "spec/models/logp.hpp"

namespace cc::proofs {

enum class LogpGroupKind { prefix, allreduce };

// Deliberately wrong encodings, for the planted-bug test of collcheck synth.
enum class LogpGroupPlant {
  none,
  drop_adjacent,  // the register class: a combine need not form lo:hi from two held intervals
};

struct LogpGroupQuery {
  logp::Time T;       // completion by T (0 <= T <= H)
  ProofOptions opts;  // its name, resource limit, emit_dir
};

// A decoded operation of the register class.
struct LogpGroupOp {
  enum class Kind { send, recv, combine } kind;
  logp::Pe pe;
  logp::Time start;
  logp::Pe peer = 0;  // send: destination; recv: source
  // The register class: a send's or receive's interval lo:hi; a combine forms lo:hi from lo:mid
  // and mid+1:hi (mid = hi: no such pair held, a planted defect).
  logp::Pe lo = 0, hi = 0, mid = 0;
};

struct LogpClassResult {
  ProofResult result;              // proved: no class program; counterexample: `ops` is one
  std::vector<LogpGroupOp> ops;    // decoded (counterexample only), by PE then start
};

// The register class: each PE holds any set of intervals (a register each), sends any interval
// it holds, combines two it holds that are adjacent (above). Requires P >= 1, L >= 1, o >= 1,
// g >= 1, H >= 0 and every query's T in 0..H. Returns fewer results only if stopped.
std::vector<LogpClassResult> logp_register_bmc_each(LogpGroupKind kind, logp::Pe P, logp::Time L,
                                                     logp::Time o, logp::Time g, logp::Time H,
                                                     const std::vector<LogpGroupQuery>& queries,
                                                     LogpGroupPlant plant = LogpGroupPlant::none);

// The information-flow query at T (the certificate when asked at T - 1). Same requirements.
ProofResult logp_flow_bmc(LogpGroupKind kind, logp::Pe P, logp::Time L, logp::Time o, logp::Time g,
                          logp::Time T, const ProofOptions& opts);

}  // namespace cc::proofs
