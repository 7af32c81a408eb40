// halfduplex.sec4.cost_optimal_readings: section 4 on F's other readings. The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec4_cost_optimal_readings() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec4.cost_optimal_readings", "section 4 (F's other readings)",
           "F is cost optimal when n = Omega(p^2 log p): at n = the least integral n >= m p^2 ceil(log2 p) the executed cost p(C + T) is below (2 + 4/m)n, collectives of cost 2 ceil(log2 q) for q PEs (the constant as in halfduplex.sec4.cost_optimal)" + kFReadings + " (readings 1 and 2; reading 0: halfduplex.sec4.cost_optimal_p2p)" + "; every p = kq + 1 with k >= 2, p >= 2k + 1, p <= 8 (smoke), 32 (ci), 64 (deep), m <= 2 (smoke), 4 (ci), 8 (deep)",
           Expect::holds, Method::exhaustive)
      .assume({kIntegralRun});
  return declare(list, kit::exhaustive(over_f_readings(domains::pkm({8, 32, 64}, {2, 4, 8}, true), FReading::side_broadcast,
                                                       FReading::own_broadcast),
                                       f_readings(FStatement::cost_optimal), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
