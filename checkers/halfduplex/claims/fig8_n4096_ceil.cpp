// halfduplex.fig8.n4096_ceil: section 6, Figure 8 (n = 4096, p = 13, tau = 0.1) on the whole-step reading.
// The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig8_n4096_ceil() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add(
          "halfduplex.fig8.n4096_ceil",
          "section 6, Figure 8 (n = 4096, p = 13, tau = 0.1) (the whole-step reading)",
          "E is faster than the other algorithms (than A and B at every k, its fastest "
          "than all) and E(4096, 13, 12) is the fastest, PLL (its formula rounded up) "
          "included (executed)" +
              kCeilReading,
          Expect::refuted, Method::exhaustive,
          Finding{Kind::beyond_scope,
                  "with the real 2 log2 q E is faster than A and B at every k "
                  "(halfduplex.fig8.n4096); rounded up to 2 ceil(log2 q) whole steps, E(4096, 13, 4) "
                  "takes 640.4 against B's 640",
                  "halfduplex.fig8.n4096",
                  kCeilWhy,
                  ceil_reading_evidence(kFig8Says),
                  {{"n", 4096}}})
      .assume({kFigures})
      .extend(kCeilExtension)
      .reading_of("halfduplex.collective.whole_steps");
  return declare(list, kit::exhaustive(domains::figure_n(4096), figure(8, Reading::merged, CostReading::whole)));
}

}  // namespace cc::halfduplex_checks
