// halfduplex.r_minus_s.algebra: section 6, R(n, p, 1) - S(n, p, k). The claim as the paper states
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_r_minus_s_algebra() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.r_minus_s.algebra", "section 6, R(n, p, 1) - S(n, p, k)",
           "with section 3's printed S, R(n, p, 1) - S(n, p, k) = "
           "(p^2 - kp - 2k^3 + 6k^2 - 4k)/2k (the paper's derivation agrees with its own S; Z3, "
           "every integer k >= 2, p >= k + 1)",
           Expect::holds, Method::proof)
      .extend(kEveryIntegerP);
  return declare(list, formula_proof(proofs::HalfduplexFormula::r_minus_s_printed,
                                     {{"k", "all >= 2"}, {"p", "all >= k+1"}}));
}

}  // namespace cc::halfduplex_checks
