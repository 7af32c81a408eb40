// halfduplex.thm5.otherwise_corrected: section 2, Theorem 5 (corrected). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm5_otherwise_corrected() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm5.otherwise_corrected", "section 2, Theorem 5 (corrected)",
           "if k >= 2 and p < 2k^2 - 3k + 1, then R(n, p, 1) < R(n, p, k) < R(n, p, k + 1) "
           "(Theorem 4's closed forms at every integer p >= k + 1; Z3)",
           Expect::holds, Method::proof)
      .extend(kEveryIntegerP);
  return declare(list, formula_proof(proofs::HalfduplexFormula::thm5_otherwise,
                                     {{"k", "all >= 2"}, {"p", "k+1 <= p < 2k^2-3k+1"}}));
}

}  // namespace cc::halfduplex_checks
