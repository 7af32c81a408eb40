// omega.thm6.proof_step: section 4.2, proof of Theorem 6. The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm6_proof_step() {
  ClaimList list("omega");
  list.add("omega.thm6.proof_step", "section 4.2, proof of Theorem 6",
           "For distinct A, B with k = Ast(A↓B): k != 0 and Ast(B↑A) = Ast(A↑B) > L - k, so "
           "Ast(A↓B) + Ast(B↑A) > L (Definitions 1 and 2; every A, B of L <= 10 bits on ci, smoke "
           "L <= 6, deep L <= 12)",
           Expect::holds, Method::exhaustive);
  return declare(
      list, kit::exhaustive(domains::one_address("A"), as_read(thm6_step_case, Read::printed)));
}

}  // namespace cc::omega_checks
