// halfduplex.alg_f.slightly_less_readings: sections 4 and 6 on F's other readings. The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_f_slightly_less_readings() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_f.slightly_less_readings", "sections 4 and 6 (F's other readings)",
           "\"Algorithm F, when defined, needs slightly less communication time than Algorithm E\": T(F) < T(E) with the figures' cost 2 log2 q for a collective of q PEs (bracketed exactly; executed at n = 4p^2, where the counts no longer depend on n)" + kFReadings + kPKBFixed,
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::beyond_scope,
               "on collcheck's reading of F, T(F) < T(E) at every p <= 64 (and on the 2k reading of E and F); on F's other readings it fails: y broadcast among the last k, T(F(100, 5, 2)) = 24.153 against E's 23.441 (y broadcast to all: 26.797); moved parts point-to-point, F(6724, 41, 20) 763.760 against 760.489",
               "halfduplex.alg_f.slightly_less",
               kFReadingsWhy,
               f_readings_evidence(kFSlightlyLess),
               {{"p", 5}, {"k", 2}, {"reading", 1}}})
      .extend(kFReadingsExtension)
      .reading_of("halfduplex.f.readings");
  return declare(list, kit::exhaustive(over_f_readings(domains::pk_b(), FReading::point_to_point,
                                                       FReading::own_broadcast),
                                       f_readings(FStatement::slightly_less), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
