// halfduplex.fig7.tau01_2k: section 6, Figure 7 (n = 8192, p = 13, tau = 0.1) on the 2k reading.
// The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig7_tau01_2k() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add(
          "halfduplex.fig7.tau01_2k",
          "section 6, Figure 7 (n = 8192, p = 13, tau = 0.1) (the 2k reading)",
          "B is faster than A and L; A(8192, 13, 12) is faster than B(8192, 13, 6); E is "
          "faster than A and B at every k and E(8192, 13, 12) the fastest of all; F(8192, "
          "13, 6) is slightly faster than E(8192, 13, 6) and slower than E(8192, 13, 12); "
          "PLL is the slowest (executed)" +
              kSeparateReading,
          Expect::refuted, Method::exhaustive,
          Finding{Kind::beyond_scope,
                  "on the merged reading (2k - 1 collectives per level) E is faster than A and B "
                  "at every k: E(8192, 13, 2) takes 1253.226 against A's 1255.6 and B's 1255.1 "
                  "(on the 2k reading 1256.635)",
                  "halfduplex.fig7.tau01",
                  kSeparateWhy,
                  separate_reading_evidence(kFig7Says),
                  {{"n", 8192}}})
      .assume({kFigures})
      .extend(kSeparateExtension)
      .reading_of("halfduplex.e.separate");
  return declare(list, kit::exhaustive(domains::figure_n(8192), figure(7, Reading::separate)));
}

}  // namespace cc::halfduplex_checks
