// halfduplex.thm4.recurrence: section 2, Theorem 4 (from A's components). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm4_recurrence() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm4.recurrence", "section 2, Theorem 4 (from A's components)",
           "R(n, p, 1) = p(p - 1) and R(n, p, k) = (2k - 1)(p - 1)(p + k - 1)/2k (k >= 2) solve "
           "the recurrence of A's components: each of phases 2..k+1 sends y to the p - 1 other "
           "PEs and scatters a block to the p - 1 other PEs, and for k >= 2 the two merge in "
           "phase k + 1 (P_p holds y and is the root), so R(p) = R(p - k) + (2k - 1)(p - 1), "
           "R(k + 1) = k(2k - 1) (phase 1 sequential); for k = 1, R(p) = R(p - 1) + 2(p - 1), "
           "R(2) = 2 (Z3, every integer k >= 1, p >= k + 1)",
           Expect::holds, Method::proof)
      .extend(kEveryIntegerP);
  return declare(list, formula_proof(proofs::HalfduplexFormula::thm4_recurrence,
                                     {{"k", "all >= 1"}, {"p", "all >= k+1"}}));
}

}  // namespace cc::halfduplex_checks
