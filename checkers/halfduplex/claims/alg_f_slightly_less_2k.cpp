// halfduplex.alg_f.slightly_less_2k: sections 4 and 6 on the 2k reading. The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_f_slightly_less_2k() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_f.slightly_less_2k", "sections 4 and 6 (the 2k reading)",
           "\"Algorithm F, when defined, needs slightly less communication time than Algorithm "
           "E\": T(F) < T(E) with the figures' cost 2 log2 q for a collective of q PEs "
           "(bracketed exactly; executed at n = 4p^2, where the counts no longer depend on n)" +
               kSeparateReading + kPKBFixed,
           Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::pk_b(), f_vs_e(FvsE::slightly_less, Reading::separate),
                                 runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
