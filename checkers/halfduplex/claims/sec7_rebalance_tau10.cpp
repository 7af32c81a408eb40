// halfduplex.sec7.rebalance_tau10: section 7's fewer than v inputs for the first p - k PEs, with
// phase 1 timed per lane (p - k >= 2), where communication is slow (tau = 10). The claim and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/timing.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec7_rebalance_tau10() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec7.rebalance_tau10", "section 7, for p - k >= 2 and tau = 10",
           "where a communication step takes ten computation steps, fewer than v inputs for "
           "the first p - k PEs reduce the running time: " +
               kRebalanceStatement + "; tau = 10" + kRebalanceDomain,
           Expect::holds, Method::exhaustive)
      .assume({kPKQ, kIntegralRun});
  return declare(list, kit::exhaustive(pkm_tau({8, 16, 24}, {1, 1, 2}, true),
                                       on_variant(sec7_rebalance_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
