// halfduplex.thm7.sufficient: section 5. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm7_sufficient() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm7.sufficient", "section 5",
           "n >= (p^2 + kp + k + 1)/2 implies every PE computes at least one value in every "
           "phase >= 2 (executed, integer split)" +
               kPKN,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn(), thm7(Thm7Read::sufficient)));
}

}  // namespace cc::halfduplex_checks
