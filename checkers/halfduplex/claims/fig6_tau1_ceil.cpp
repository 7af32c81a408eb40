// halfduplex.fig6.tau1_ceil: section 6, Figure 6 (n = 8192, p = 13, tau = 1) on the whole-step reading. The
// claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig6_tau1_ceil() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.fig6.tau1_ceil",
           "section 6, Figure 6 (n = 8192, p = 13, tau = 1) (the whole-step reading)",
           "E is faster than A and B at every k and its fastest faster than A, B and L; "
           "PLL (1265 + 7) is the fastest; F is faster than E where defined (running time "
           "C + tau R, executed)" +
               kCeilReading,
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::beyond_scope,
               "with the real 2 log2 q E is faster than A and B at every k "
               "(halfduplex.fig6.tau1); rounded up to 2 ceil(log2 q) whole steps, E(8192, 13, 4) "
               "takes 1392 against B's 1388",
               "halfduplex.fig6.tau1",
               kCeilWhy,
               ceil_reading_evidence(kFig6Says),
               {{"n", 8192}}})
      .assume({kFigures})
      .extend(kCeilExtension)
      .reading_of("halfduplex.collective.whole_steps");
  return declare(list, kit::exhaustive(domains::figure_n(8192), figure(6, Reading::merged, CostReading::whole)));
}

}  // namespace cc::halfduplex_checks
