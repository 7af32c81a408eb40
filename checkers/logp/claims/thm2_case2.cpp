// logp.thm2.case2: section 1, Theorem 2, case 2. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm2_case2() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm2.case2", "section 1, Theorem 2, case 2",
           "f_n = 1 + floor(n/(L+2o)) when L+2o <= g and L+2o <= n < g (direct count)",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive});
  return declare(list, kit::exhaustive(domains::counting(1), on_budget(thm2_case2)));
}

}  // namespace cc::logp_checks
