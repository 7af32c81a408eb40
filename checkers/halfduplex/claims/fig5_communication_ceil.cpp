// halfduplex.fig5.communication_ceil: section 6, Figure 5 (n = 8192, p = 13) on the whole-step reading. The
// claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig5_communication_ceil() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.fig5.communication_ceil",
           "section 6, Figure 5 (n = 8192, p = 13) (the whole-step reading)",
           "E takes the fewest communication steps among A, B, E and L (fewer than A and B "
           "at every k, and its fewest fewer than all of A, B and L); F fewer than E where "
           "defined; EK's quoted 3550 is above and PLL's 7 (1.44 log2 p + 1 rounded up) "
           "below every executed count (bracketed exactly)" +
               kCeilReading,
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::beyond_scope,
               "with the real 2 log2 q E takes the fewest communication steps "
               "(halfduplex.fig5.communication); rounded up to 2 ceil(log2 q) whole steps, E(8192, "
               "13, 4) takes 154 against B's 150",
               "halfduplex.fig5.communication",
               kCeilWhy,
               ceil_reading_evidence(kFig5Says),
               {{"n", 8192}}})
      .assume({kFigures})
      .extend(kCeilExtension)
      .reading_of("halfduplex.collective.whole_steps");
  return declare(list, kit::exhaustive(domains::figure_n(8192), figure(5, Reading::merged, CostReading::whole)));
}

}  // namespace cc::halfduplex_checks
