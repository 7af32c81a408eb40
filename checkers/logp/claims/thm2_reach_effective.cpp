// logp.thm2.reach_effective: section 1, Theorem 2 with g' = max{g, o}. The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm2_reach_effective() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm2.reach_effective", "section 1, Theorem 2 with g' = max{g, o}",
           "For all T >= 0, L >= 1, o >= 0, g >= 1, the most PEs any LogP broadcast schedule "
           "informs by time T is f_T computed with max{g, o} for g",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO})
      .extend(kRunsOZeroAndGBelowO);
  return declare(list, kit::exhaustive(domains::reach(0), on_budget(thm2_reach_effective)));
}

}  // namespace cc::logp_checks
