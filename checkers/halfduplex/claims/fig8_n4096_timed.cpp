// halfduplex.fig8.n4096_timed: section 6, Figure 8 (n = 4096, p = 13, tau = 0.1), phase 1 timed
// per lane (docs/modelling-choices.md, halfduplex.phase1_accounting's other reading). The claim
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig8_n4096_timed() {
  ClaimList list("halfduplex");
  list.add("halfduplex.fig8.n4096_timed",
           "section 6, Figure 8 (n = 4096, p = 13, tau = 0.1) (phase 1 timed per lane)",
           "E is faster than the other algorithms (than A and B at every k, its fastest than all) "
           "and E(4096, 13, 12) is the fastest, PLL (its formula rounded up) included (executed)" +
               halfduplex_assumptions::kMergedReading + halfduplex_assumptions::kTimedReading,
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::figure_n(4096),
                                       figure(8, Reading::merged, CostReading::involved, true)));
}

}  // namespace cc::halfduplex_checks
