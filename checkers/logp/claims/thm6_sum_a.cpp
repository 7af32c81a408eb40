// logp.thm6.sum_a: section 3, Theorem 6 (its middle link, sum A_i = N_S, with Algorithm 2's steps
// 4 and 5). The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm6_sum_a() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add(
          "logp.thm6.sum_a", "section 3, Theorem 6 (sum A_i = N_S, steps 4 and 5)",
          "sum_{i=0}^{P-1} A_i = N_S = sum T_i - oP + o + 1 on S*(P; L, o, g), with A_i := T_i - "
          "(o+1)K_i + 1 (step 5) and K_i := floor((T_i - (L+2o+1))/g) + 1 (step 4, its bracket "
          "fixed as Lemma 1 has it) at every node, as the algorithm computes them (o > 0, "
          "g >= o)",
          Expect::refuted, Method::exhaustive,
          Finding{Kind::misprint,
                  "sum A_i = N_S with K_i the number of children node i has in S* (0 for a "
                  "leaf), as step 4's comment says",
                  "logp.thm6.sum_a_children",
                  "step 4 has no case for a leaf, where its count is below zero, and counts the "
                  "children of OBT(f_T), which S* cuts off where P < f_T; at the least point "
                  "(P = 2, L = o = g = 1, S* = (0,4) (1,0)) the leaf's K_i is -3 and its A_i 7, "
                  "so sum A_i = 3 + 7 = 10 against N_S = 4 (on Figure 2's parameters 59 against "
                  "47). The comment of step 4 calls K_i the node's number of children, and so "
                  "read sum A_i = N_S holds (logp.thm6.sum_a_children): Lemma 1's misprint "
                  "(logp.lemma1.child_count) as Algorithm 2 carries it",
                  {{"section 3, Theorem 6",
                    "定理 6. 算法 2 的时间复杂度为 $T(N) = T_B + (N - \\sum_{i=0}^{P-1} A_i) / P = "
                    "T_B + (N - N_S) / P$.",
                    "Theorem 6: Algorithm 2 takes T(N) = T_B + (N - sum A_i)/P = T_B + "
                    "(N - N_S)/P, so sum A_i = N_S"},
                   {"section 3, Algorithm 2, step (4)",
                    "$K_i := \\lfloor (T_i - (L+2o+1)/g) \\rfloor + 1$;",
                    "K_i := floor(T_i - (L+2o+1)/g) + 1 at every node (Lemma 1 has "
                    "floor((T_i - (L+2o+1))/g) and T_i + 1 operands for a leaf)"},
                   {"section 3, Algorithm 2, step (5)", "$A_i := T_i - (o+1)K_i + 1$;",
                    "A_i := T_i - (o+1)K_i + 1"},
                   kLemma1ProofChildren},
                  {{"P", 2}, {"L", 1}, {"o", 1}, {"g", 1}}})
      .assume({kGeO, kOPositive})
      .intended_by(kStep4Comment)
      .reading_of("logp.child_count");
  return declare(list, kit::exhaustive(domains::sstar(1, false), kit::point_case(thm6_sum_a)));
}

}  // namespace cc::logp_checks
