// halfduplex.sec6.vs_pll_readings: section 6 on F's other readings. The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec6_vs_pll_readings() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec6.vs_pll_readings", "section 6 (F's other readings)",
           "\"The number of computation steps of any of our algorithms is less than that of PLL, but the number of communication steps is greater than that of PLL\", for F (and A, B, E as they are): at every n = m(p^2 + kp + k + 1)/2 the executed C is below 2n/p - 1 and the communication steps above 1.44 ceil(log2 p) + 1 (the paper's cost 2 log2 q of a collective of q PEs)" + kFReadings + "; every p = kq + 1 with 10 <= p <= 16 (smoke), 32 (ci), 64 (deep), every k, m <= 2",
           Expect::holds, Method::exhaustive)
      .assume({kIntegralRun});
  return declare(list, kit::exhaustive(over_f_readings(domains::pkm_pll(), FReading::point_to_point,
                                                       FReading::own_broadcast),
                                       f_readings(FStatement::vs_pll), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
