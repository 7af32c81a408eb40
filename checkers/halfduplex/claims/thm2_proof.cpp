// halfduplex.thm2.proof: section 2, Theorem 2. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm2_proof() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm2.proof", "section 2, Theorem 2",
           "Theorem 1 with c = (n - v)/k and C = c - 1 + k(c/p) implies "
           "C = 2n(p + k)/(p^2 + kp + k + 1) - 1 (all integers, unbounded)",
           Expect::holds, Method::proof)
      .assume({kPKQ, kIntegral});
  return declare(list, obligation_proof("halfduplex_thm2"));
}

}  // namespace cc::halfduplex_checks
