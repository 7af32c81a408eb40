// halfduplex.fig7.tau01_timed: section 6, Figure 7 (n = 8192, p = 13, tau = 0.1), phase 1 timed
// per lane (docs/modelling-choices.md, halfduplex.phase1_accounting's other reading). The claim
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig7_tau01_timed() {
  ClaimList list("halfduplex");
  list.add("halfduplex.fig7.tau01_timed",
           "section 6, Figure 7 (n = 8192, p = 13, tau = 0.1) (phase 1 timed per lane)",
           "B is faster than A and L; A(8192, 13, 12) is faster than B(8192, 13, 6); E is "
           "faster than A and B at every k and E(8192, 13, 12) the fastest of all; "
           "F(8192, 13, 6) is slightly faster than E(8192, 13, 6) and slower than "
           "E(8192, 13, 12); PLL is the slowest (executed)" +
               halfduplex_assumptions::kMergedReading + halfduplex_assumptions::kTimedReading,
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::figure_n(8192),
                                       figure(7, Reading::merged, CostReading::involved, true)));
}

}  // namespace cc::halfduplex_checks
