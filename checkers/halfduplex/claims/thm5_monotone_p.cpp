// halfduplex.thm5.monotone_p: section 2, Theorem 5. The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm5_monotone_p() {
  ClaimList list("halfduplex");
  list.add("halfduplex.thm5.monotone_p", "section 2, Theorem 5",
           "if d > a, then R(n, d, k) > R(n, a, k) (Theorem 4's closed forms; Z3, every integer "
           "k >= 1 and d > a >= k + 1, not only a, d = kq + 1)",
           Expect::holds, Method::proof);
  return declare(list, formula_proof(proofs::HalfduplexFormula::thm5_monotone,
                                     {{"k", "all >= 1"}, {"a", "all >= k+1"}, {"d", "all > a"}}));
}

}  // namespace cc::halfduplex_checks
