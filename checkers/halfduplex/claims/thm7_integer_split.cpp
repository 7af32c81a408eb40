// halfduplex.thm7.integer_split: section 5 (integer split). The claim as the paper states it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm7_integer_split() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm7.integer_split", "section 5 (integer split)",
           "every PE computes in every phase >= 2 exactly when floor((n - v)/k) >= p; exactly "
           "when n >= (p^2 + kp + k + 1)/2 where the quotients are integers; otherwise the "
           "executed R is below Theorem 4's" +
               kPKN,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn(), thm7(Thm7Read::integer_split)));
}

}  // namespace cc::halfduplex_checks
