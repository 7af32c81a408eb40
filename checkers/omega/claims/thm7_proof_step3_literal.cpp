// omega.thm7.proof_step3.literal: section 4.2, proof of Theorem 7, part (3). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm7_proof_step3_literal() {
  ClaimList list("omega");
  list.add("omega.thm7.proof_step3.literal", "section 4.2, proof of Theorem 7, part (3)",
           "For A in C_1 and C in C_2 (buddy k-bit subnetworks), Ast(A↓C) > L - k, and with "
           "Ast(C↑B) = k+1 for B in C_1, Ast(A↓C) + Ast(C↑B) > (L-k) + (k+1) = L + 1 (every k, "
           "A, B, C, L <= 8 on ci and deep; smoke L <= 4)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::proof_gap,
                   "Ast(A↓C) >= L - k (equality when A and C share their k low bits), so "
                   "Ast(A↓C) + Ast(C↑B) >= L + 1 > L, which is all part (3) needs",
                   "omega.thm7.proof_step3.corrected",
                   "the step Ast(A↓C) > L - k is false (it holds for two nodes of one subnetwork, "
                   "as in the proof of Theorem 5, not for A in C_1 and C in C_2), while >= L - k "
                   "suffices and Theorem 7 holds",
                   {{"section 4.2, proof of Theorem 7 (定理七), part (3)",
                     "所以 $\\text{Ast}(A \\downarrow C) > L - k$ ， $\\text{Ast}(C \\uparrow B) = "
                     "k + 1$ 。",
                     "so Ast(A↓C) > L - k and Ast(C↑B) = k + 1"}},
                   {{"L", 2}, {"k", 1}, {"q", 0}},
                   "omega.thm7.insert"});
  return declare(
      list, kit::exhaustive(domains::buddy_triples(), as_read(thm7_step3_case, Read::printed)));
}

}  // namespace cc::omega_checks
