// halfduplex.sec7.rebalance: section 7's fewer than v inputs for the first p - k PEs, with
// phase 1 timed per lane (p - k >= 2), at every tau. The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/timing.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec7_rebalance() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec7.rebalance", "section 7, for p - k >= 2",
           "if we assign fewer than v inputs to the first p - k PEs and more than n - v to the "
           "last k PEs, the idle time can be eliminated and the running time reduced: " +
               kRebalanceStatement + "; tau in {1/10, 1, 10}" + kRebalanceDomain,
           Expect::refuted, Method::exhaustive,
           Finding{Kind::erratum,
                   "at tau = 10 some whole v' < v is faster for every p <= 16 (ci), 24 (deep) "
                   "(halfduplex.sec7.rebalance_tau10); where tau R(v, p - k, k) <= 2 no whole "
                   "v' < v is faster in A or E, whatever the split",
                   "halfduplex.sec7.rebalance_tau10",
                   "the sentence is made for the presented algorithms without a condition on "
                   "tau, and the paper itself takes tau = 0.1 (Figure 7); at p = 3, k = 1, n = 7 "
                   "(v = 4, c = 3, every quotient an integer) and tau = 1/10, A(7, 3, 1) takes "
                   "2 + 1 computation steps and 2 + 4 communication steps, 18/5; with any whole "
                   "v' <= 3 the last PE scans at least 4 inputs (3 steps) and phase 2 computes at "
                   "least ceil(4/3) = 2 steps, at least 5 whatever the split: the idle time, "
                   "tau R(v, p - k, k) = 1/5 of a computation step, is less than one more input "
                   "costs. The argument for the sentence is real-valued (the gain "
                   "d(2p/D(p - k, k) - 1/p) at d = tau R/(1/k + 2p/D(p - k, k)) inputs); inputs "
                   "are whole. Inside every stated assumption (p = kq + 1, integral quotients at "
                   "n; tau is not restricted)",
                   {kRebalanceFewer, kRebalanceReduced, kFig7Tau, kIntegers, kPKQ1},
                   {{"p", 3}, {"k", 1}, {"m", 1}, {"tau10", 1}}})
      .assume({kPKQ, kIntegralRun});
  return declare(list, kit::exhaustive(pkm_tau({8, 16, 24}, {1, 1, 2}, false),
                                       on_variant(sec7_rebalance_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
