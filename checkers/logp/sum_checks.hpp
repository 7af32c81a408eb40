// The case functions of the summation-optimality claims of Shou and Chen (section 3; defined in
// checkers/logp/checks.cpp), exported so that the tests can run them on a deliberately wrong
// search (logp::SearchBug) and see the check refute it. Each returns the counterexample fields
// of a failing point, or nothing.
#pragma once

#include <optional>

#include "checkers/engine/domain.hpp"
#include "spec/algorithms/logp_sum_opt.hpp"

namespace cc::logp_checks {

// Point (P, L, o, g); T = T_B, the root time of S*(P; L, o, g). literal: logp.sum.optimal_count
// (fails where some schedule sums more than N_S by T_B); otherwise logp.sum.optimum_count (the
// search's schedule replays on the executor and sums no fewer than the best schedule on S*).
std::optional<Fields> check_sum_count(const Point& p, bool literal,
                                      logp::SearchBug bug = logp::SearchBug::none);

// Point (P, L, o, g, extra), N = N_S + extra. literal: logp.sum.optimal_time (fails where some
// schedule sums N operands before T_B + ceil(extra/P)); otherwise logp.sum.optimum_time.
std::optional<Fields> check_sum_time(const Point& p, bool literal,
                                     logp::SearchBug bug = logp::SearchBug::none);

// Point (P, L, o, g, T): the search against the independent enumeration
// (logp.sum.search_exhaustive).
std::optional<Fields> check_sum_search(const Point& p, logp::SearchBug bug = logp::SearchBug::none);

// Point (L, o, g, T), P = 2: the search against every two-PE program (logp.sum.search_general).
std::optional<Fields> check_sum_general(const Point& p,
                                        logp::SearchBug bug = logp::SearchBug::none);

// Runs a timed tree with N operands on the executor: nothing if it is accepted and the root
// holds 0:N-1 by time `by` with every operand used once; otherwise what went wrong.
std::optional<Fields> replay_timed(const logp::Params& prm, const logp::TimedTree& t, logp::Time N,
                                   logp::Time by);

}  // namespace cc::logp_checks
