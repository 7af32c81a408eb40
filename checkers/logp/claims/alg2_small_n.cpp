// logp.alg2.small_n: section 3, Algorithm 2 and Theorem 6 for N < N_S. The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_alg2_small_n() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.alg2.small_n", "section 3, Algorithm 2 and Theorem 6 for N < N_S",
           "Algorithm 2 as intended (K_i the children in S*, the N - N_S surplus spread with a "
           "ceiling, the last nodes one short) for 1 <= N < N_S, where B = ceil((N - N_S)/P) "
           "< 0: it leaves 0:N-1 on P_0 at T_B + B (o > 0, g >= o+1; N <= 32 on ci)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::erratum,
                   "for N >= N_S, which step 6's evenly distributed extra workload B_i presumes, "
                   "Algorithm 2 as intended holds (logp.alg2.intended); for N < N_S the least "
                   "time is the search's (logp.sum.optimum_time covers N >= N_S)",
                   "logp.alg2.intended",
                   "Algorithm 2 takes any N operands and Theorem 6 gives its time for any N: no "
                   "passage assumes N >= N_S (rule 3 of docs/errata.md: a limit the paper does "
                   "not state is no assumption). Below N_S step 6's even share B_i is negative, "
                   "some node is given a negative number of operands and Theorem 6's time falls "
                   "below T_B; the least counterexample, N = 1, lies inside o > 0 and g >= o",
                   {{"section 3, Algorithm 2, step (6)",
                     "$B_i := \\lfloor (n - \\sum_{j=0}^{P-1} A_j) / P \\rfloor$;",
                     "B_i := floor((n - sum A_j)/P)"},
                    {"section 3, Algorithm 2, the comment of step (6)",
                     "/*  $B_i$  为各处理机平均分配的工作量 */",
                     "B_i is the workload distributed evenly to each processor"},
                    {"section 3, before Theorem 6", "由定理 5, 很容易得到算法 2 的时间复杂度如下:",
                     "from Theorem 5 the time complexity of Algorithm 2 follows easily:"},
                    {"section 3, Algorithm 2", "算法 2. 计算 N 个操作数之和, 结果由处理机 P_0 输出",
                     "Algorithm 2: compute the sum of N operands, output by processor P_0 (no "
                     "range of N is stated)"}},
                   {{"P", 2}, {"L", 1}, {"o", 1}, {"g", 2}, {"N", 1}}})
      .assume({kGeO, kOPositive});
  return declare(list, kit::exhaustive(domains::alg2_small_n(), kit::point_case(alg2_small_n)));
}

}  // namespace cc::logp_checks
