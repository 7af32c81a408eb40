// logp.thm4.bounds: section 2, Theorem 4 (statement reconstructed from its proof). The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm4_bounds() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm4.bounds", "section 2, Theorem 4 (statement reconstructed from its proof)",
           "T_B = min{T | f_T >= P} satisfies min{g, L+2o} log2(P) <= T_B < max{g, L+2o} "
           "log2(4P)",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO})
      .extend(kRunsGBelowO);
  return declare(list, kit::exhaustive(domains::counting(1), on_budget(thm4_bounds)));
}

}  // namespace cc::logp_checks
