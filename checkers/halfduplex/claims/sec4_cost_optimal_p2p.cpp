// halfduplex.sec4.cost_optimal_p2p: section 4 on F with its moved parts point-to-point. The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec4_cost_optimal_p2p() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec4.cost_optimal_p2p", "section 4 (F, moved parts point-to-point)",
           "F is cost optimal when n = Omega(p^2 log p): at n = the least integral n >= m p^2 ceil(log2 p) the executed cost p(C + T) is below (2 + 4/m)n, collectives of cost 2 ceil(log2 q) for q PEs (the constant as in halfduplex.sec4.cost_optimal)" + kFReadings + " (reading 0 only); every p = kq + 1 with k >= 2, p >= 2k + 1, p <= 64 (smoke, ci), 128 (deep), m <= 1 (smoke), 2 (ci), 4 (deep)",
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::beyond_scope,
               "on collcheck's reading of F (moved parts one scatter per block among the last k PEs) p(C + T) < (2 + 4/m)n at every p <= 64 (halfduplex.sec4.cost_optimal); with B's k(k - 1) point-to-point moves T grows as k^2, so p T / n is not bounded at n = Theta(p^2 log p): F(20888, 59, 29) takes T = 1440 and p(C + T) = 126437 > 6n = 125328",
               "halfduplex.sec4.cost_optimal",
               kFReadingsWhy,
               f_readings_evidence(kFSimilarly),
               {{"p", 59}, {"k", 29}, {"m", 1}, {"reading", 0}}})
      .assume({kIntegralRun})
      .extend(kFReadingsExtension)
      .reading_of("halfduplex.f.readings");
  return declare(list, kit::exhaustive(over_f_readings(domains::pkm({64, 64, 128}, {1, 2, 4}, true), FReading::point_to_point,
                                                       FReading::point_to_point),
                                       f_readings(FStatement::cost_optimal), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
