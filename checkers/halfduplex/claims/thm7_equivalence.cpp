// halfduplex.thm7.equivalence: section 5. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm7_equivalence() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm7.equivalence", "section 5",
           "with Theorem 1's v, n - v >= kp <=> n >= (p^2 + kp + k + 1)/2 (all integers, "
           "unbounded)",
           Expect::holds, Method::proof)
      .assume({kPKQ, kIntegral});
  return declare(list, obligation_proof("halfduplex_thm7"));
}

}  // namespace cc::halfduplex_checks
