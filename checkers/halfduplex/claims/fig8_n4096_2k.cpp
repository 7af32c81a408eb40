// halfduplex.fig8.n4096_2k: section 6, Figure 8 (n = 4096, p = 13, tau = 0.1) on the 2k reading.
// The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig8_n4096_2k() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add(
          "halfduplex.fig8.n4096_2k",
          "section 6, Figure 8 (n = 4096, p = 13, tau = 0.1) (the 2k reading)",
          "E is faster than the other algorithms (than A and B at every k, its fastest "
          "than all) and E(4096, 13, 12) is the fastest, PLL (its formula rounded up) "
          "included (executed)" +
              kSeparateReading,
          Expect::refuted, Method::exhaustive,
          Finding{Kind::beyond_scope,
                  "on the merged reading (2k - 1 collectives per level) E is faster than A and B "
                  "at every k: E(4096, 13, 2) takes 637.226 against A's 639.6 and B's 639.1 (on "
                  "the 2k reading 640.635)",
                  "halfduplex.fig8.n4096",
                  kSeparateWhy,
                  separate_reading_evidence(kFig8Says),
                  {{"n", 4096}}})
      .assume({kFigures})
      .extend(kSeparateExtension)
      .reading_of("halfduplex.e.separate");
  return declare(list, kit::exhaustive(domains::figure_n(4096), figure(8, Reading::separate)));
}

}  // namespace cc::halfduplex_checks
