// logp.thm5.ns_g_gt_o: section 3, Theorem 5 (g >= o+1). The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm5_ns_g_gt_o() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm5.ns_g_gt_o", "section 3, Theorem 5 (g >= o+1)",
           "For g >= o+1, S* sums N_S = sum T_i - oP + o + 1 operands on the executor, the root "
           "holding 0:N_S-1 at T",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO})
      .extend(kRunsOZero);
  return declare(list, kit::exhaustive(domains::sstar(0, true), kit::point_case(thm5_sum_ns)));
}

}  // namespace cc::logp_checks
