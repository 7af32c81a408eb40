// halfduplex.thm1.proof: section 2, Theorem 1. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm1_proof() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm1.proof", "section 2, Theorem 1",
           "the balancing condition C(v, p-k, k) = (n - v)/k - 1 with Theorem 2 for A(v, p-k, k) "
           "implies v = n(p^2 - kp + k + 1)/(p^2 + kp + k + 1) (all integers, unbounded)",
           Expect::holds, Method::proof)
      .assume({kPKQ, kIntegral});
  return declare(list, obligation_proof("halfduplex_thm1"));
}

}  // namespace cc::halfduplex_checks
