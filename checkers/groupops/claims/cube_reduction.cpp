// groupops.cube.reduction: slide リダクション：手続き (Cube_Reduction). The claim as the slides
// state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_cube_reduction() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.cube.reduction", "slide リダクション：手続き (Cube_Reduction)",
           "Cube_Reduction leaves a_0 ⊕ ... ⊕ a_{N-1} in P_0 in log2 N steps, step j along "
           "dimension j (interval witness)" +
               domains::kOverD,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](Planted bug, const Point& p) { return check_cube_reduction(p[0], bug); };
  return declare(list, kit::exhaustive(domains::d(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
