// logp.alg2.compute_parent: section 3, ComputeParent (as printed). The claim as the paper states it
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_alg2_compute_parent() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.alg2.compute_parent", "section 3, ComputeParent (as printed)",
           "For every non-root node (P_i, T_i) of S*(P; L, o, g) and every root P_0, ComputeParent "
           "returns the processor number of its parent",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO})
      .extend(kRunsOZero);
  return declare(list,
                 kit::exhaustive(domains::sstar_parents(), kit::point_case(alg2_compute_parent)));
}

}  // namespace cc::logp_checks
