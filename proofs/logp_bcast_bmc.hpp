// Bounded model check of LogP broadcast (Shou and Chen, section 1: the optimal broadcast time is
// min{T | f_T >= P}), for collcheck synth (docs/synth.md, "LogP"): is there a LogP program on P
// PEs that brings PE 0's value to every PE by time T? Time-indexed, every rule read from
// spec/models/logp.hpp:
//  - x[a][b][s]: PE a starts a send of the value to PE b at cycle s. The message arrives at
//    s + o + L (rule "latency"); b's receive starts then and occupies b for [r, r + o); b holds
//    the value from r + o = s + L + 2o on (a receive by a PE that holds nothing adopts the
//    message). A PE sends only while it holds the value (rule "no-value": PE 0 from time 0, any
//    other from the end of its receive, which also keeps the receive and the sends apart, rule
//    "overlap"); it starts at most one send per cycle, and two sends of one PE start at least
//    max{g, o} apart (rule "send-gap": g between starts; rule "overlap": a send occupies its PE
//    for [s, s + o)). Every send is received (rule "unmatched") and its receive ends by the
//    horizon H.
//  - Shape, each without loss of generality (a schedule that informs every PE by T exists if and
//    only if one of this shape does):
//      single receipt: each PE other than 0 is sent the value at most once. Dropping every message
//        to a PE but the first one it receives (with its receive) removes operations only, which
//        breaks no rule (the gaps between the remaining starts only grow, FIFO keeps its order),
//        and no PE holds the value later;
//      receive on arrival: the one receive of a PE starts when its message arrives. The PE holds
//        nothing before it, so it sends nothing before it, and it has no other receive: moving
//        the receive earlier breaks no rule and informs the PE, and everything it sends, no later;
//      symmetry: PEs 1 .. P-1 are interchangeable (relabelling them maps programs to programs),
//        so they are taken in the order in which they first hold the value (PE b+1 holds it by t
//        only if PE b does).
//  - Goal (per query T <= H): every PE holds the value by T.
// Incremental: one encoding of horizon H answers every T <= H (check_unsat_each: one solver,
// each goal an assumption). A sat model is decoded into a broadcast plan (the sends whose
// receives end by T), which the caller runs on the executor; the solver is never trusted.
#pragma once

#include <cstdint>
#include <vector>

#include "proofs/engine.hpp"
#include "spec/models/logp.hpp"

namespace cc::proofs {

// A deliberately wrong encoding, for the planted-bug test of collcheck synth: the replay must
// reject what the solver's model decodes to.
enum class LogpBcastPlant {
  none,
  drop_gap,  // the constraint "two sends of a PE start max{g, o} apart" left out
};

struct LogpBcastQuery {
  logp::Time T;       // every PE holds the value by T (0 <= T <= H)
  ProofOptions opts;  // its name, resource limit, emit_dir
};

struct LogpBcastSend {
  logp::Pe from, to;
  logp::Time start;
};

struct LogpBcastBmcResult {
  ProofResult result;               // proved: no such program; counterexample: `sends` is one
  std::vector<LogpBcastSend> sends;  // decoded (counterexample only), in order of start
};

// Requires P >= 1, L >= 1, o >= 0, g >= 1, H >= 0. Returns fewer results only if stopped.
std::vector<LogpBcastBmcResult> logp_bcast_bmc_each(logp::Pe P, logp::Time L, logp::Time o,
                                                    logp::Time g, logp::Time H,
                                                    const std::vector<LogpBcastQuery>& queries,
                                                    LogpBcastPlant plant = LogpBcastPlant::none);

}  // namespace cc::proofs
