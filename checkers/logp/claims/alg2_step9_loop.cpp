// logp.alg2.step9_loop: Algorithm 2 with its step (9) loop as printed, loc_sum starting at 0 (the
// other reading of logp.sum.first_operand, docs/modelling-choices.md). The claim and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_alg2_step9_loop() {
  using namespace logp_paper;
  const Quote kStep9{"section 3, Algorithm 2, step (9)",
                     "for ($\\text{loc_sum} = 0, j = 0; j < N_i, j++$) {",
                     "for (loc_sum = 0, j = 0; j < N_i; j++): N_i additions, the first 0 + b[0]"};
  const Quote kStep91{"section 3, Algorithm 2, step (9.1)", "$\\text{loc_sum} += b[j]$;",
                      "loc_sum += b[j], once per operand"};
  ClaimList list("logp");
  list.add("logp.alg2.step9_loop", "section 3, Algorithm 2, step (9) as printed, and Theorem 6",
           "Algorithm 2 as intended (K_i the children in S*, the N - N_S surplus spread with a "
           "ceiling), its step (9) loop run as printed: loc_sum starts at 0 and each of a node's "
           "N_i operands is one addition cycle (loc_sum += b[j]), the first too, leaves the sum "
           "of a[0..N-1] on P_0 at T_B + ceil((N - N_S)/P) (o > 0, g >= o+1)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::misprint,
                   "a node's first operand is its starting value (loc_sum = b[0], N_i - 1 "
                   "additions), as Lemma 1 counts a leaf's T_i + 1 operands in T_i cycles "
                   "(logp.alg2.intended)",
                   "logp.alg2.intended",
                   "Lemma 1, which step (5)'s A_i and Theorem 5's N_S take over, gives a leaf "
                   "T_i + 1 operands in T_i cycles, so it counts the first operand free; the loop "
                   "from loc_sum = 0 spends one cycle more at every node, and each node then "
                   "finishes one cycle late, the root at T_B + ceil((N - N_S)/P) + 1: the printed "
                   "loop is the loop written for clarity, not the schedule the lemma counts",
                   {kStep9, kStep91, kLemma1},
                   {{"P", 2}, {"L", 1}, {"o", 1}, {"g", 2}, {"extra", 0}}})
      .assume({kGeO, kOPositive})
      .intended_by({"section 3, Lemma 1",
                    "为在根结点的有效时间里求出尽可能多的操作数之和, 叶结点上的操作数个数 N_i 应为 "
                    "T_i+1",
                    "to sum as many operands as possible in the root's effective time, a leaf holds "
                    "N_i = T_i + 1 operands: T_i cycles for T_i + 1 operands, the first free"});
  return declare(list, kit::exhaustive(domains::alg2(1, true), kit::point_case(alg2_step9_loop)));
}

}  // namespace cc::logp_checks
