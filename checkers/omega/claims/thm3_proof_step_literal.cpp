// omega.thm3.proof_step.literal: section 3.2, proof of Theorem 3. The claim as the paper states it
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm3_proof_step_literal() {
  ClaimList list("omega");
  list.add("omega.thm3.proof_step.literal", "section 3.2, proof of Theorem 3",
           "With X↓Y = *..* x_i .. x_L and X↓Z = *..* x_j .. x_L, Ast(X↓Y) >= Ast(X↓Z) (so i >= j; "
           "the printed pattern keeps at least one bit, i <= L): Y and Z have at least i low bits "
           "in "
           "common. Every X, Y, Z with L <= 8 on ci (smoke L <= 6, deep L <= 10)",
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::misprint,
               "Y and Z agree in the bits i .. L, at least L - i + 1 low bits, so Y↓Z = *..* y_k "
               ".. y_L with k <= i",
               "omega.thm3.proof_step.corrected",
               "the next line of the same proof, Y↓Z = *..* y_k .. y_L with k <= i, is what Y and "
               "Z agreeing from bit i on gives (L - i + 1 low bits), not i low bits; the proof "
               "uses only that, and Theorem 3 holds (omega.thm3.suffix)",
               {{"section 3.2, proof of Theorem 3 (定理三)",
                 "故 $i \\geq j$ 。可知 Y 和 Z 的低位元位址至少有 i 位元相同。因此可以假設， "
                 "$Y \\downarrow Z = * * \\dots * y_k \\dots y_L$, $k \\leq i$ 。",
                 "so i >= j. Hence Y and Z have at least i low bits in common. So we may assume "
                 "Y↓Z = **..* y_k .. y_L, k <= i"}},
               {{"L", 2}, {"X", 0}}})
      .intended_by({"section 3.2, proof of Theorem 3",
                    "$X \\downarrow Y = * * \\dots * x_i \\dots x_L$,",
                    "X↓Y = **..* x_i .. x_L: X and Y agree in the bits i .. L, L - i + 1 of them"});
  return declare(list,
                 kit::exhaustive(domains::suffix_steps(), as_read(thm3_step_case, Read::printed)));
}

}  // namespace cc::omega_checks
