// logp.thm2.case3: section 1, Theorem 2, case 3. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm2_case3() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm2.case3", "section 1, Theorem 2, case 3",
           "f_n = f_{n-g} + f_{n-2o-L} for n >= max{g, L+2o} (f taken from the direct count)",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive});
  return declare(list, kit::exhaustive(domains::counting(1), on_budget(thm2_case3)));
}

}  // namespace cc::logp_checks
