// halfduplex.b.moved_fit: section 3, the k(k - 1) moved communications. The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_b_moved_fit() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.b.moved_fit", "section 3, the k(k - 1) moved communications",
           "for k >= 2 and p >= 2k + 1, R(v, p - k, k) = (2k - 1)(p - k - 1)(p - 1)/2k >= "
           "k(2k - 1) and R(v, p - k, k) - k(k - 1) >= k^2, so the moved transfers fit in phase "
           "1; and B's phase 1, which runs B(v, p - k, k) when p - k >= 2k + 1, takes the "
           "corrected S(v, p - k, k) >= k(k - 1) + 4k^2 - 1 steps (Z3, every integer k, p)",
           Expect::holds, Method::proof)
      .extend(kEveryIntegerP);
  return declare(list,
                 formula_proof(proofs::HalfduplexFormula::moved_fit,
                               {{"k", "all >= 2"}, {"p", "all >= 2k+1 (R), all >= 3k+1 (S)"}}));
}

}  // namespace cc::halfduplex_checks
