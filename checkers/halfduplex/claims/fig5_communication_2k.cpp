// halfduplex.fig5.communication_2k: section 6, Figure 5 (n = 8192, p = 13) on the 2k reading. The
// claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig5_communication_2k() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.fig5.communication_2k",
           "section 6, Figure 5 (n = 8192, p = 13) (the 2k reading)",
           "E takes the fewest communication steps among A, B, E and L (fewer than A and B "
           "at every k, and its fewest fewer than all of A, B and L); F fewer than E where "
           "defined; EK's quoted 3550 is above and PLL's 7 (1.44 log2 p + 1 rounded up) "
           "below every executed count (collectives of cost 2 log2 q, bracketed exactly)" +
               kSeparateReading,
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::beyond_scope,
               "on the merged reading (2k - 1 collectives per level) E takes the fewest "
               "communication steps: T(8192, 13, 2) = 102.264 against A's 126 and B's 121 (on "
               "the 2k reading 136.352)",
               "halfduplex.fig5.communication",
               kSeparateWhy,
               separate_reading_evidence(kFig5Says),
               {{"n", 8192}}})
      .assume({kFigures})
      .extend(kSeparateExtension)
      .reading_of("halfduplex.e.separate");
  return declare(list, kit::exhaustive(domains::figure_n(8192), figure(5, Reading::separate)));
}

}  // namespace cc::halfduplex_checks
