// logp.thm6.sum_a_children: section 3, Theorem 6 (sum A_i = N_S) with K_i the children in S*, as
// step 4's comment says. The claim as the paper means it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm6_sum_a_children() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm6.sum_a_children",
           "section 3, Theorem 6 (sum A_i = N_S, K_i the children in S* as step 4's comment says)",
           "sum_{i=0}^{P-1} A_i = N_S = sum T_i - oP + o + 1 on S*(P; L, o, g), with A_i := T_i - "
           "(o+1)K_i + 1 and K_i the number of children node i has in S* (0 for a leaf), S* built "
           "by Definition 4 from T*(P; L+1, o, g) (o > 0, g >= o)",
           Expect::holds, Method::exhaustive)
      .assume({kGeO, kOPositive});
  return declare(list,
                 kit::exhaustive(domains::sstar(1, false), kit::point_case(thm6_sum_a_children)));
}

}  // namespace cc::logp_checks
