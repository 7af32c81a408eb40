// halfduplex.alg_f.vs_e_readings: section 4 on F's other readings. The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_f_vs_e_readings() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_f.vs_e_readings", "section 4 (F's other readings)",
           "F(n, p, k) takes the computation steps of A and at most the communication steps of E(n, p, k) (executed at n = 4p^2, where the counts no longer depend on n; collectives of cost 2 ceil(log2 q) for q PEs)" + kFReadings + kPKBFixed,
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::beyond_scope,
               "on collcheck's reading of F T(F) <= T(E) at every p <= 64 (halfduplex.alg_f.vs_e, every n, p <= 24); on F's other readings it fails: y broadcast to all, F(100, 5, 2) 32 against E's 30; y broadcast among the last k, F(196, 7, 3) 54 against 50; moved parts point-to-point, F(8836, 47, 23) 1002 against 990",
               "halfduplex.alg_f.vs_e",
               kFReadingsWhy,
               f_readings_evidence(kFSimilarly),
               {{"p", 5}, {"k", 2}, {"reading", 2}}})
      .extend(kFReadingsExtension)
      .reading_of("halfduplex.f.readings");
  return declare(list, kit::exhaustive(over_f_readings(domains::pk_b(), FReading::point_to_point,
                                                       FReading::own_broadcast),
                                       f_readings(FStatement::vs_e), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
