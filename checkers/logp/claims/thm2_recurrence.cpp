// logp.thm2.recurrence: section 1, Theorem 2 (recurrence as printed). The claim as the paper states
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm2_recurrence() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm2.recurrence", "section 1, Theorem 2 (recurrence as printed)",
           "f_n = 1 for 0 <= n < L+2o; f_n = 1 + floor(n/(L+2o)) for L+2o <= g and L+2o <= n < g; "
           "f_n = f_{n-g} + f_{n-2o-L} for n >= max{g, L+2o}: equals the direct count of GBT",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive});
  return declare(list, kit::exhaustive(domains::counting(1), on_budget(thm2_recurrence)));
}

}  // namespace cc::logp_checks
