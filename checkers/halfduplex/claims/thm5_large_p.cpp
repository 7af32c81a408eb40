// halfduplex.thm5.large_p: section 2, Theorem 5. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm5_large_p() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm5.large_p", "section 2, Theorem 5",
           "if p >= 2k^2 - 3k + 1 and k >= 2, then R(n, p, k) <= R(n, p, 1) and "
           "R(n, p, 2) <= R(n, p, k) < R(n, p, k + 1) (Theorem 4's closed forms at every integer "
           "p >= k + 1, R(n, p, 2) and R(n, p, k + 1) read as the formula; Z3)",
           Expect::holds, Method::proof)
      .extend(kEveryIntegerP);
  return declare(list, formula_proof(proofs::HalfduplexFormula::thm5_large,
                                     {{"k", "all >= 2"}, {"p", "all >= max(k+1, 2k^2-3k+1)"}}));
}

}  // namespace cc::halfduplex_checks
