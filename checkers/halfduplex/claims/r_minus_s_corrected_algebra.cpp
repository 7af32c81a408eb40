// halfduplex.r_minus_s.corrected_algebra: section 6, R(n, p, 1) - S(n, p, k) (corrected S). The
// claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_r_minus_s_corrected_algebra() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.r_minus_s.corrected_algebra",
           "section 6, R(n, p, 1) - S(n, p, k) "
           "(corrected S)",
           "with the corrected S, R(n, p, 1) - S(n, p, k) = (p^2 - kp - 2k^3 + 4k^2 - k - 1)/2k, "
           "so B takes fewer communication steps than L exactly when "
           "p^2 - kp - 2k^3 + 4k^2 - k - 1 > 0 (Z3, every integer k >= 2, p >= k + 1)",
           Expect::holds, Method::proof)
      .extend(kEveryIntegerP);
  return declare(list, formula_proof(proofs::HalfduplexFormula::r_minus_s_corrected,
                                     {{"k", "all >= 2"}, {"p", "all >= k+1"}}));
}

}  // namespace cc::halfduplex_checks
