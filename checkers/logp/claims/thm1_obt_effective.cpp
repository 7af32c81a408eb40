// logp.thm1.obt_effective: section 1, Theorem 1 with g' = max{g, o}. The claim as the paper states
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm1_obt_effective() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm1.obt_effective", "section 1, Theorem 1 with g' = max{g, o}",
           "B(P; L, o, max{g, o}) runs on the executor, informs all P PEs, and its time equals the "
           "optimum of the exhaustive search over all schedules and min{T | f_T >= P}, for "
           "L >= 1, o >= 0, g >= 1",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO})
      .extend(kRunsOZeroAndGBelowO);
  return declare(list, kit::exhaustive(domains::obt(0), kit::point_case(thm1_obt_effective)));
}

}  // namespace cc::logp_checks
