// omega.thm7.proof_step1: section 4.2, proof of Theorem 7, part (1). The claim as the paper states
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm7_proof_step1() {
  ClaimList list("omega");
  list.add("omega.thm7.proof_step1", "section 4.2, proof of Theorem 7, part (1)",
           "For buddy k-bit subnetworks C_1, C_2, B and F in C_1 and C in C_2: Ast(C↑F) > "
           "Ast(B↑F) (Definition 2; every k < L, every buddy pair, L <= 8 on ci and deep, smoke "
           "L <= 5)",
           Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::buddy_steps(3), as_read(thm7_step1_case, Read::printed)));
}

}  // namespace cc::omega_checks
