// halfduplex.sec5.idle_bef_readings: section 5 on F's other readings. The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec5_idle_bef_readings() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec5.idle_bef_readings", "section 5 (F's other readings)",
           "\"This ineffective use of PEs also exists in phases 3 through k + 1 of all four families\": F(1024, 256, k) leaves at least 248 PEs idle in every phase >= 2, every k with 256 = kq + 1 where F is defined" + kFReadings,
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(over_f_readings(domains::sec5_k(), FReading::point_to_point,
                                                       FReading::own_broadcast),
                                       f_readings(FStatement::idle), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
