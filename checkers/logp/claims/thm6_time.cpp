// logp.thm6.time: section 3, Theorem 6. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm6_time() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add(
          "logp.thm6.time", "section 3, Theorem 6",
          "Algorithm 2 (as intended) takes T(N) = T_B + (N - N_S)/P cycles for N >= N_S operands "
          "(o > 0, g >= o+1)",
          Expect::refuted, Method::exhaustive,
          Finding{Kind::erratum,
                  "T(N) = T_B + ceil((N - N_S)/P) (g >= o+1)",
                  "logp.alg2.intended",
                  "time is counted in whole cycles, so T_B + (N - N_S)/P is no time where P does "
                  "not divide N - N_S; no passage rounds it up: step 6, which the theorem is "
                  "derived from, rounds the share down and leaves (N - N_S) mod P operands "
                  "unsummed (logp.alg2.misprints_fixed). Algorithm 2 as intended (K_i the "
                  "children in S*, B = ceil((N - N_S)/P), the last P*B - (N - N_S) nodes one "
                  "operand short) sums every operand and takes T_B + ceil((N - N_S)/P): at "
                  "P = 2, L = o = 1, g = 2, N = N_S + 1 that is T_B + 1, not T_B + 1/2; inside "
                  "o > 0, g >= o+1 (at g = o Theorem 5's erratum applies)",
                  {{"section 3, Theorem 6",
                    "定理 6. 算法 2 的时间复杂度为 $T(N) = T_B + (N - \\sum_{i=0}^{P-1} A_i) / P = "
                    "T_B + (N - N_S) / P$.",
                    "Theorem 6: Algorithm 2 takes T(N) = T_B + (N - sum A_i)/P = T_B + "
                    "(N - N_S)/P"},
                   {"section 3, Algorithm 2, step (6)",
                    "$B_i := \\lfloor (n - \\sum_{j=0}^{P-1} A_j) / P \\rfloor$;",
                    "B_i := floor((n - sum A_j)/P): the share rounded down"},
                   {"introduction",
                    "以下假定各处理机上一次局部运算只需单位时间, 并称该单位时间为时间周期",
                    "one local operation takes unit time, called a cycle: time is whole cycles"}},
                  {{"P", 2}, {"L", 1}, {"o", 1}, {"g", 2}, {"extra", 1}}})
      .assume({kGeO, kOPositive})
      .reading_of("logp.alg2");
  return declare(list, kit::exhaustive(domains::alg2(1, true), kit::point_case(thm6_time)));
}

}  // namespace cc::logp_checks
