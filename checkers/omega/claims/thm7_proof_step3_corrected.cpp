// omega.thm7.proof_step3.corrected: section 4.2, proof of Theorem 7, part (3). The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm7_proof_step3_corrected() {
  ClaimList list("omega");
  list.add("omega.thm7.proof_step3.corrected", "section 4.2, proof of Theorem 7, part (3)",
           "For A, B in C_1 and C in C_2: Ast(A↓C) >= L - k, Ast(C↑B) = k + 1, and "
           "Ast(A↓C) + Ast(C↑B) > L (every 1 <= k < L, A, B, C of the networks L <= 8 on ci and "
           "deep; smoke L <= 4)",
           Expect::holds, Method::exhaustive);
  return declare(
      list, kit::exhaustive(domains::buddy_triples(), as_read(thm7_step3_case, Read::corrected)));
}

}  // namespace cc::omega_checks
