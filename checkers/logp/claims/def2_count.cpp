// logp.def2.count: section 1, Definition 2 (a consistency test of collcheck). The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_def2_count() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.def2.count", "section 1, Definition 2 (a consistency test of collcheck)",
           "Consistency of collcheck's two counts of one definition, not a statement of the paper: "
           "f_T, the number of nodes of GBT(L, o, g) with label <= T (root 0, children of t at "
           "t + L + 2o + ig, i >= 0), counted by subtree sizes equals the node-by-node count",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive})
      .extend(kRunsOZero);
  return declare(list, kit::exhaustive(domains::counting(0), on_budget(def2_count)));
}

}  // namespace cc::logp_checks
