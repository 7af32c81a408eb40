// The fast executor of Algorithm A's communication (and Algorithm B's, and any variant's) with
// interval witnesses: what run_algorithm_a and run_algorithm_b run on.
//
// It gives exactly the run that the reference executor, PostalNetwork<Interval>
// (spec/models/postal.hpp), gives for the steps of communication_step(): the same first
// violation (step, rule and text), the same c (and d) after every step, the same deliveries in
// (to, from) order, the same steps run and messages. The speed comes from flat buffers reused
// across steps and runs (one workspace per thread), counting instead of sorting, and text built
// only for a violation (spec/algorithms/detail/postal_fast_net.hpp).
//
// The paper's own variant ("A", PaperPrefix itself, not a class derived from it) has its U and W
// computed in line rather than through virtual calls, one step at a time:
//   U_{x,j} = {x + G(j+lambda-2) + t G(j-1) < n | 0 <= t <= k-1} is ascending, never x, at most
//            k PEs, all below n (G >= 1), and no PE is in more than k of them (the W below): the
//            model's send rules hold by construction, and the step's sends are kept in closed
//            form, sender x having a message of index t exactly when x < n - G(j+lambda-2) - t G(j-1);
//   W_{y,j} = {y - G(j-1) - t G(j-lambda) >= 0 | 0 <= t <= k-1}, e_1 < ... < e_h for t = h-1..0,
//            is exactly the set of PEs whose U_{x, j-lambda+1} holds y, with the same t: every
//            receive is x's message of index t, and every message of step j-lambda+1 is received
//            in step j, at most k per PE, so PostalNetwork accepts every step.
// Each receive is still matched against the posted messages, and the step's count against the
// batch's; a mismatch contradicts the arithmetic above and throws std::logic_error (an internal
// error, never a verdict). Every other variant takes the general path, commit() rule for rule.
// tests/spec/postal_fast_test.cpp compares the two executors.
#pragma once

#include <vector>

#include "spec/algorithms/postal_prefix.hpp"

namespace cc::postal {

// The communication of plan.m steps on plan.n PEs, c(i) sent and combined; for Algorithm B, `d`
// is combined with the same operands in the same order (nullptr for A). `obs` sees every
// committed step (c, d and the deliveries) and may stop the run.
PrefixRun run_communication_fast(const PrefixVariant& v, Plan& plan, std::vector<Interval>& c,
                                 std::vector<Interval>* d, PrefixObserver* obs);

}  // namespace cc::postal
