// halfduplex.thm3.formula: section 2, Theorem 3 (on Theorem 2's formula). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm3_formula() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm3.formula", "section 2, Theorem 3 (on Theorem 2's formula)",
           "if d > a and e > b, then C(n, a, b) > C(n, d, b) > C(n, d, e) with Theorem 2's "
           "C(n, p, k) = 2n(p + k)/(p^2 + kp + k + 1) - 1, for every integer n >= 1, b >= 1, "
           "a >= b + 1, d >= e + 1 (Z3, unbounded)",
           Expect::holds, Method::proof)
      .extend(kEveryIntegerP);
  return declare(list, formula_proof(proofs::HalfduplexFormula::thm3,
                                     {{"n", "all >= 1"},
                                      {"b", "all >= 1"},
                                      {"a", "all >= b+1"},
                                      {"d", "all > a (with b), all >= e+1 (with e)"},
                                      {"e", "all > b"}}));
}

}  // namespace cc::halfduplex_checks
