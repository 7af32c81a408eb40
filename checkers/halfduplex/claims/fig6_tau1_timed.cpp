// halfduplex.fig6.tau1_timed: section 6, Figure 6 (n = 8192, p = 13, tau = 1), phase 1 timed
// per lane (docs/modelling-choices.md, halfduplex.phase1_accounting's other reading). The claim
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig6_tau1_timed() {
  ClaimList list("halfduplex");
  list.add("halfduplex.fig6.tau1_timed",
           "section 6, Figure 6 (n = 8192, p = 13, tau = 1) (phase 1 timed per lane)",
           "E is faster than A and B at every k and its fastest faster than A, B and L; PLL "
           "(1265 + 7) is the fastest; F is faster than E where defined (running time "
           "C + tau R, executed)" +
               halfduplex_assumptions::kMergedReading + halfduplex_assumptions::kTimedReading,
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::figure_n(8192),
                                       figure(6, Reading::merged, CostReading::involved, true)));
}

}  // namespace cc::halfduplex_checks
