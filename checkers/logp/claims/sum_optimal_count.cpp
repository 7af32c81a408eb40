// logp.sum.optimal_count: section 3 (S* the optimal summation tree; the most operands in a given
// time) and Theorem 5. The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_sum_optimal_count() {
  using namespace logp_paper;
  const Quote kSumMostInTime{
      "section 3",
      "在设计求和算法时, 我们从另一角度考虑问题, 即讨论如何在给定的时间周期内求出尽可能多的操作数"
      "的总和.",
      "in designing the summation algorithm we look at the problem from the other side: how to sum "
      "as many operands as possible in a given number of cycles"};
  const Quote kOptimalSumTree{"section 3",
                              "故最优求和树 $S^*(P; L, o, g)$ 也就是最优播送树 $T^*(P; L+1, o, g)$",
                              "so the optimal summation tree S*(P; L, o, g) is the optimal "
                              "broadcast tree T*(P; L+1, o, g)"};
  const Quote kThm5{
      "section 3, Theorem 5",
      "对任意处理机个数 P , 令 $f_{T-1} < P \\leqslant f_T$, 则在 T 个时间周期内基于最优"
      "求和树 $S^*(P; L, o, g)$ 的求和算法最多能处理的操作数个数为: $N_S = "
      "\\sum_{i=0}^{P-1} T_i - oP + o + 1$.",
      "for any P with f_{T-1} < P <= f_T, the summation on S*(P; L, o, g) processes "
      "at most N_S = sum T_i - oP + o + 1 operands in T cycles"};
  ClaimList list("logp");
  list.add("logp.sum.optimal_count",
           "section 3 (S* the optimal summation tree; the most operands in a given time) and "
           "Theorem 5",
           "S* is the optimal summation tree: in T cycles (f_{T-1} < P <= f_T, f for L+1) no LogP "
           "summation schedule on P PEs sums more operands into one PE than N_S = sum T_i - oP + "
           "o + 1 (the search over every summation schedule, its schedule replayed on the "
           "executor; o > 0, g >= o; P <= 24, L <= 5, o <= 4, g <= 5 on ci)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::erratum,
                   "S* is feasible (for g >= o+1) but not optimal: the most operands any schedule "
                   "sums in T_B cycles is the search's M(T_B, P) >= N_S, often more (51 > 47 on "
                   "Figure 2's parameters P = 7, L = 5, o = 2, g = 4); a child whose effective "
                   "time is at most o adds no more than it costs its parent, and Definition 4's "
                   "preorder prefix does not maximise sum T_i",
                   "logp.sum.optimum_count",
                   "the paper calls S* the optimal summation tree for its stated goal, summing as "
                   "many operands as possible in a given time, and its algorithm optimal in the "
                   "sense Definition 1 gives optimal for broadcast (least over every algorithm), "
                   "which section 3 carries over to summation (the sum in the shortest time); a "
                   "root alone beats S* at "
                   "the least point, inside o > 0, g >= o",
                   {kOptimalSumTree, kSumMostInTime, kThm5, kAbstractOptimal},
                   {{"P", 2}, {"L", 1}, {"o", 1}, {"g", 1}}})
      .assume({kGeO, kOPositive})
      .reading_of("logp.sum.optimality");
  return declare(list,
                 kit::exhaustive(domains::sstar(1, false), kit::point_case(sum_optimal_count)));
}

}  // namespace cc::logp_checks
