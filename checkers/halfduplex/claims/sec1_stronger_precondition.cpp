// halfduplex.sec1.stronger_precondition: section 1's "derives a much stronger precondition of the
// algorithms" (than p < n). The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec1_stronger_precondition() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec1.stronger_precondition",
           "section 1 (\"derives a much stronger precondition of the algorithms\"), section 5",
           "section 5's precondition n >= (p^2 + kp + k + 1)/2 is stronger than the paper's "
           "p < n: for every k >= 1, p >= k + 1 (so p >= 2), p^2 + kp + k + 1 >= p^2 + p + 2 > "
           "2(p + 1), so n >= (p^2 + kp + k + 1)/2 implies n > p, and n = p + 1 meets p < n but "
           "not the precondition (the bound grows as p^2/2 against p) (Z3, every integer n, k, "
           "p)",
           Expect::holds, Method::proof)
      .extend(kEveryIntegerP);
  return declare(list, formula_proof(proofs::HalfduplexFormula::stronger_precondition,
                                     {{"n", "all >= 1"}, {"k", "all >= 1"}, {"p", "all >= k+1"}}));
}

}  // namespace cc::halfduplex_checks
