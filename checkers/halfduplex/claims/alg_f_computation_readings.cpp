// halfduplex.alg_f.computation_readings: sections 4 and 5 on F's other readings. The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_f_computation_readings() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_f.computation_readings", "sections 4 and 5 (F's other readings)",
           "F takes the computation steps of A(n, p, k) (\"Algorithm F takes the same number of computation steps as the other three families do\"), and where n >= (p^2 + kp + k + 1)/2 every PE computes in every phase >= 2 (section 5: \"the same is also true for the other algorithms\")" + kFReadings + "; every p = kq + 1 with k >= 2, p >= 2k + 1, p <= 6 (smoke), 9 (ci), 16 (deep), every n in [p, 4p^2]",
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(over_f_readings(pkn_f_small(), FReading::point_to_point,
                                                       FReading::own_broadcast),
                                       f_readings(FStatement::computation), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
