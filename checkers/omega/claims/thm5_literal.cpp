// omega.thm5.literal: section 3.3, Theorem 5 (statement as printed). The claim as the paper states
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm5_literal() {
  ClaimList list("omega");
  list.add(
          "omega.thm5.literal", "section 3.3, Theorem 5 (statement as printed)",
          "C_1, C_2 buddy k-bit subnetworks, {Path1} and {Path2} sets of disjoint paths in C_1 and "
          "C_2, Path(A,B) in {Path1} and Path(C,D) in {Path2} with Ast(A↓C) <= Ast(X↓W) for every "
          "Path(X,Y) in {Path1} and Path(W,Z) in {Path2}: then Path(A,D), Path(C,B) and the paths "
          "of {Path1} and {Path2} are pairwise disjoint (every disjoint path set, L <= 4 and "
          "k <= 2 on ci; smoke L <= 3, deep L <= 6)",
          Expect::refuted, Method::exhaustive,
          Finding{
              Kind::misprint,
              "Path(A,D), Path(C,B) and the paths of {Path1} and {Path2} other than Path(A,B) "
              "and Path(C,D) (which they replace, as the text before Fig. 4 and the proof, with "
              "E != A and G != C, say) are pairwise disjoint",
              "omega.thm5.merge",
              "the statement keeps the replaced paths, but the text before Fig. 4, the proof "
              "(E != A, G != C) and the algorithm of section 4.1 all replace Path(A,B) and "
              "Path(C,D); so read, Theorem 5 holds (the least instance has k = 0; at k = 1, "
              "L = 2 the new Path(0,3) shares node 0's input link with the kept Path(0,1))",
              {{"section 3.3, Theorem 5 (定理五)",
                "則 Path(A,D)、Path(C,B) 以及 $\\{\\text{Path}1\\}$ 和 $\\{\\text{Path}2\\}$ "
                "中的路徑皆彼此互斥。",
                "then Path(A,D), Path(C,B) and the paths in {Path1} and {Path2} are pairwise "
                "disjoint"},
               {"section 3.3, proof of Theorem 5",
                "假設 $\\text{Path}(E,F) \\in \\{\\text{Path}1\\}$, $E \\neq A$ ，且 "
                "$\\text{Path}(G,H) \\in \\{\\text{Path}2\\}$, $G \\neq C$ 。",
                "let Path(E,F) in {Path1} with E != A, and Path(G,H) in {Path2} with G != C"}},
              {{"L", 1}, {"k", 0}, {"q", 0}}})
      .intended_by(
          {"section 3.2, before Fig. 4",
           "這個動作其實是建立 $\\text{Path}(A, D)$ 和 $\\text{Path}(C, B)$ ，並且取代原來的 "
           "$\\text{Path}(A, B)$ 和 $\\text{Path}(C, D)$ 。",
           "this builds Path(A,D) and Path(C,B) and replaces the original Path(A,B) and "
           "Path(C,D)"});
  return declare(list,
                 kit::exhaustive(domains::buddy_path_sets(), as_read(thm5_case, Read::printed)));
}

}  // namespace cc::omega_checks
