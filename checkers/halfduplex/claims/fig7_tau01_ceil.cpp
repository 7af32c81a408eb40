// halfduplex.fig7.tau01_ceil: section 6, Figure 7 (n = 8192, p = 13, tau = 0.1) on the whole-step reading.
// The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig7_tau01_ceil() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add(
          "halfduplex.fig7.tau01_ceil",
          "section 6, Figure 7 (n = 8192, p = 13, tau = 0.1) (the whole-step reading)",
          "B is faster than A and L; A(8192, 13, 12) is faster than B(8192, 13, 6); E is "
          "faster than A and B at every k and E(8192, 13, 12) the fastest of all; F(8192, "
          "13, 6) is slightly faster than E(8192, 13, 6) and slower than E(8192, 13, 12); "
          "PLL is the slowest (executed)" +
              kCeilReading,
          Expect::refuted, Method::exhaustive,
          Finding{Kind::beyond_scope,
                  "with the real 2 log2 q E is faster than A and B at every k "
                  "(halfduplex.fig7.tau01); rounded up to 2 ceil(log2 q) whole steps, E(8192, 13, 4) "
                  "takes 1253.4 against B's 1253",
                  "halfduplex.fig7.tau01",
                  kCeilWhy,
                  ceil_reading_evidence(kFig7Says),
                  {{"n", 8192}}})
      .assume({kFigures})
      .extend(kCeilExtension)
      .reading_of("halfduplex.collective.whole_steps");
  return declare(list, kit::exhaustive(domains::figure_n(8192), figure(7, Reading::merged, CostReading::whole)));
}

}  // namespace cc::halfduplex_checks
