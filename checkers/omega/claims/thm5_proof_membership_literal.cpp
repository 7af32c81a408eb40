// omega.thm5.proof_membership.literal: section 3.3, the proof of Theorem 5, its second line. The
// claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm5_proof_membership_literal() {
  ClaimList list("omega");
  list.add("omega.thm5.proof_membership.literal", "section 3.3, proof of Theorem 5",
           "With C_1 and C_2 buddy k-bit subnetworks, A, E, F in C_1 and D in C_2: Path(A,D) is "
           "in {Path1} and Path(E,F) is in {Path2}, a path of C_i being one whose source and "
           "destination are both in C_i (section 3.2); every k < L, every buddy pair, every A, "
           "D (E != A and F where C_1 has two nodes), L <= 8 on ci and deep, smoke L <= 5",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::proof_gap,
                   "Path(A,D) and Path(C,B) cross the boundary (from C_1 to C_2 and back), so "
                   "they are in neither set, and Path(E,F) is in {Path1}; the proof's parts (1) "
                   "to (3) prove the crossing paths disjoint from both sets, and Theorem 5 holds "
                   "(omega.thm5.reduced)",
                   "omega.thm5.reduced",
                   "a line of the proof is false for every instance (D is in C_2, and Path(E,F) "
                   "was taken in {Path1} one line before) and the proof never uses it; what it "
                   "was meant to say is not evident (it could repeat the theorem's Path(A,B), "
                   "Path(C,D) or the set-up's Path(E,F), Path(G,H)), so no intended text can be "
                   "quoted and it is no misprint; Theorem 5 holds",
                   {{"section 3.3, proof of Theorem 5 (定理五)",
                     "$\\text{Path}(A,D) \\in \\{\\text{Path}1\\}$, $\\text{Path}(E,F) \\in "
                     "\\{\\text{Path}2\\}$ 。",
                     "Path(A,D) in {Path1}, Path(E,F) in {Path2}"},
                    {"section 3.3, proof of Theorem 5 (定理五), the line before",
                     "假設 $\\text{Path}(E,F) \\in \\{\\text{Path}1\\}$, $E \\neq A$ ，且 "
                     "$\\text{Path}(G,H) \\in \\{\\text{Path}2\\}$, $G \\neq C$ 。",
                     "let Path(E,F) be in {Path1}, E != A, and Path(G,H) in {Path2}, G != C"},
                    {"section 3.2",
                     "但是要注意的是，這裡所說 C_i 中的路徑，是指起始節點和目的節點都屬於 C_i",
                     "note that a path of C_i here means one whose source and destination "
                     "both belong to C_i"}},
                   {{"L", 1}, {"k", 0}, {"q", 0}},
                   "omega.thm5.reduced"});
  return declare(list,
                 kit::exhaustive(domains::buddy_steps(2), as_read(membership_case, Read::printed)));
}

}  // namespace cc::omega_checks
