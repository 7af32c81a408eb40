// groupops.cube.prefix.corrected: slide Cube_Prefix_Sum (operand order fixed). The claim as the
// slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_cube_prefix_corrected() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.cube.prefix.corrected", "slide Cube_Prefix_Sum (operand order fixed)",
           "Cube_Prefix_Sum with b_i ⊕ t_i and b_i ⊕ s_i at the higher PE leaves a_0 ⊕ ... ⊕ a_i "
           "in every s_i in log2 N steps (interval witness)" +
               domains::kOverD,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](Planted bug, const Point& p) {
    return check_cube_prefix(p[0], false, bug);
  };
  return declare(list, kit::exhaustive(domains::d(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
