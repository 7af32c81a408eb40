// omega.thm5.proof_step1: section 3.3, proof of Theorem 5, part (1). The claim as the paper states
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm5_proof_step1() {
  ClaimList list("omega");
  list.add("omega.thm5.proof_step1", "section 3.3, proof of Theorem 5, part (1)",
           "For buddy k-bit subnetworks C_1, C_2: Ast(D↑F) = k+1 for D in C_2 and F in C_1, "
           "Ast(A↓E) > L - k for distinct A, E in C_1, so Ast(A↓E) + Ast(D↑F) > (L-k) + (k+1) = "
           "L+1 (Definitions 1 and 2; every k < L, every buddy pair, L <= 8 on ci and deep, smoke "
           "L <= 5)",
           Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::buddy_steps(2), as_read(thm5_step1_case, Read::printed)));
}

}  // namespace cc::omega_checks
