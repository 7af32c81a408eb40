// halfduplex.fig6.tau1_2k: section 6, Figure 6 (n = 8192, p = 13, tau = 1) on the 2k reading. The
// claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig6_tau1_2k() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.fig6.tau1_2k",
           "section 6, Figure 6 (n = 8192, p = 13, tau = 1) (the 2k reading)",
           "E is faster than A and B at every k and its fastest faster than A, B and L; "
           "PLL (1265 + 7) is the fastest; F is faster than E where defined (running time "
           "C + tau R, executed)" +
               kSeparateReading,
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::beyond_scope,
               "on the merged reading (2k - 1 collectives per level) E is faster than A and B "
               "at every k: E(8192, 13, 2) takes 1345.264 against A's 1369 and B's 1364 (on "
               "the 2k reading 1379.352)",
               "halfduplex.fig6.tau1",
               kSeparateWhy,
               separate_reading_evidence(kFig6Says),
               {{"n", 8192}}})
      .assume({kFigures})
      .extend(kSeparateExtension)
      .reading_of("halfduplex.e.separate");
  return declare(list, kit::exhaustive(domains::figure_n(8192), figure(6, Reading::separate)));
}

}  // namespace cc::halfduplex_checks
