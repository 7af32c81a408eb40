// logp.thm2.boundary: section 1, Theorem 2 and its proof (case 2: L+2o < g). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm2_boundary() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm2.boundary", "section 1, Theorem 2 and its proof (case 2: L+2o < g)",
           "Every n >= 0 falls in exactly one case as written; at L+2o = g (where the statement "
           "says L+2o <= g and the proof L+2o < g) and at n = g (the boundary of cases 2 and 3) "
           "the formulas of case 2 and case 3 both give the direct count",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive});
  return declare(list, kit::exhaustive(domains::counting(1), on_budget(thm2_boundary)));
}

}  // namespace cc::logp_checks
