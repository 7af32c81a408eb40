// halfduplex.alg_f.figures_readings: section 6, Figures 4 to 8 on F's other readings. The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_f_figures_readings() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_f.figures_readings", "section 6, Figures 4 to 8 (F's other readings)",
           "the statements of Figures 4 to 8 (n = 8192, and 4096 for Figure 8, p = 13) that involve F, as halfduplex.fig4.computation to halfduplex.fig8.n4096 check them: F takes A's computation steps and fewer than PLL; F fewer communication steps than E at every k where defined; F faster than E at tau = 1 and PLL faster than F; F(8192, 13, 6) slightly faster than E(8192, 13, 6) and E(8192, 13, 12) faster than both at tau = 0.1; E(n, 13, 12) faster than every F at tau = 0.1 (collectives of cost 2 log2 q, bracketed exactly)" + kFReadings,
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::beyond_scope,
               "on collcheck's reading of F (and with F's moved parts point-to-point, which fit beside the recursion at p = 13) every statement of Figures 4 to 8 on F holds; with y of phase k+1 broadcast on its own F(8192, 13, 2) takes 108.395 (among the last k) or 129.313 (to all) communication steps against E's 102.264",
               "halfduplex.fig5.communication",
               kFReadingsWhy,
               f_readings_evidence(kFSlightlyLess),
               {{"n", 8192}, {"reading", 1}}})
      .assume({kFigures})
      .extend(kFReadingsExtension)
      .reading_of("halfduplex.f.readings");
  return declare(list, kit::exhaustive(over_f_readings(domains::figure_n(8192), FReading::point_to_point,
                                                       FReading::own_broadcast),
                                       f_readings(FStatement::figures), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
