// logp.thm5.ns: section 3, Theorem 5. The claim as the paper states it and the checker that decides
// it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm5_ns() {
  using namespace logp_paper;
  const Quote kPlusOneIsLatency{
      "section 3",
      "其效果相当于消息在网络上花费了 $L+1$ 个时间周期, 故最优求和树 $S^*(P; L, o, g)$ "
      "也就是最优播送树 "
      "$T^*(P; L+1, o, g)$",
      "the effect is as if the message spent L+1 cycles in the network, so S*(P; L, o, g) is "
      "T*(P; L+1, o, g) (processor time taken for network time: true only if consecutive receives "
      "and additions do not collide, g >= o+1)"};
  ClaimList list("logp");
  list.add("logp.thm5.ns", "section 3, Theorem 5",
           "In T cycles (f_{T-1} < P <= f_T for L+1) S* sums N_S = sum T_i - oP + o + 1 "
           "operands: the executor's root holds 0:N_S-1 at T (o > 0, g >= o)",
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::erratum,
               "Theorem 5 holds for g >= o+1; at g = o, which the paper allows, the receive "
               "(o) and the addition (1) of consecutive children's sums collide, so S* cannot "
               "sum N_S operands in T cycles whatever the order of receives and additions",
               "logp.thm5.ns_g_gt_o",
               "the counterexample has g = o, inside \"g at least o\" and o > 0; the paper's "
               "step that takes the extra cycle for latency L+1 is false there",
               {{"section 3, Theorem 5",
                 "对任意处理机个数 P , 令 $f_{T-1} < P \\leqslant f_T$, 则在 T 个时间周期内基于最优"
                 "求和树 $S^*(P; L, o, g)$ 的求和算法最多能处理的操作数个数为: $N_S = "
                 "\\sum_{i=0}^{P-1} T_i - oP + o + 1$.",
                 "for any P with f_{T-1} < P <= f_T, the summation on S*(P; L, o, g) processes "
                 "at most N_S = sum T_i - oP + o + 1 operands in T cycles"},
                kPlusOneIsLatency,
                kGAtLeastO},
               {{"P", 3}, {"L", 1}, {"o", 1}, {"g", 1}}})
      .assume({kGeO, kOPositive})
      .reading_of("logp.sum.g_eq_o");
  return declare(list, kit::exhaustive(domains::sstar(1, false), kit::point_case(thm5_sum_ns)));
}

}  // namespace cc::logp_checks
