// groupops.cube.any_n: the hypercube procedures (guarded, N not a power of two). The claim as the
// slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_cube_any_n() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.cube.any_n", "the hypercube procedures (guarded, N not a power of two)",
           "With the guard that the partner exists, Cube_Broadcast, Cube_Reduction and "
           "Cube_Prefix_Sum (operand order fixed) compute D, a_0 ⊕ ... ⊕ a_{N-1} and a_0 ⊕ ... ⊕ "
           "a_i "
           "on P_0..P_{N-1} in ⌈log2 N⌉ steps, step j along dimension j, for every N" +
               domains::kOverAnyN,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwoN})
      .extend("every N <= 1024 (ci), not only N = 2^d as the slides take it");
  const auto compare = [](Planted bug, const Point& p) {
    return check_cube_any_n(p[0], true, bug);
  };
  return declare(list, kit::exhaustive(domains::any_n(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
