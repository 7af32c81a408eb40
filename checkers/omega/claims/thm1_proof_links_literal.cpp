// omega.thm1.proof_links.literal: section 3.1, Theorem 1 and its proof. The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "spec/claims/omega_assumptions.hpp"

namespace cc::omega_checks {

Declared claim_thm1_proof_links_literal() {
  using namespace omega_paper;
  ClaimList list("omega");
  list.add("omega.thm1.proof_links.literal", "section 3.1, Theorem 1 and its proof",
           kThm1 +
               ", where disjoint is read as the proof reads it: the addresses x_i..x_L y_1.."
               "y_{i-1} and w_i..w_L z_1..z_{i-1} differ for 1 <= i <= L, i.e. no shared link "
               "among stages 0..L-1 (the output link is not compared); every pair of paths, L <= 8 "
               "on ci and deep (smoke L <= 4)",
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::proof_gap,
               "with the output link left out, Path(X,Y) and Path(W,Z) share no link of stages "
               "0..L-1 iff Ast(X↓W) + Ast(Y↑Z) > L or Ast(X↓W) = L (x_L != w_L): two paths that "
               "differ in their sources' last bit meet at most on the output link; with the output "
               "address y_1..y_L compared too (i = L + 1) the proof's equivalence holds",
               "omega.thm1.proof_links.corrected",
               "the proof compares the addresses x_i..x_L y_1..y_{i-1}, i = 1..L, the links of "
               "stages 0..L-1 (the output address y_1..y_L is never compared), and calls that "
               "exactly Ast(X↓W) + Ast(Y↑Z) > L; the two differ only for paths with one "
               "destination, which meet on the output link alone. "
               "Theorem 1 itself, with every channel counted as the paper means, holds",
               {kProofList,
                {"section 3.1",
                 "很明顯的，若這兩條路徑到達一個 2×2 "
                 "交換元件的不同輸入端，不論此交換元件是何種狀態，"
                 "都不會在交換元件這個步驟中發生衝突。",
                 "clearly, two paths that reach different inputs of a 2x2 switch never conflict at "
                 "the switch, whatever its state (false at the last stage when both need the same "
                 "output: the step the proof leaves out)"},
                kChannels},
               {{"L", 1}, {"X", 0}, {"Y", 0}},
               "omega.thm1.disjointness"})
      .reading_of("omega.thm1.proof");
  return declare(list, thm1_reader(thm1_proof_printed));
}

}  // namespace cc::omega_checks
