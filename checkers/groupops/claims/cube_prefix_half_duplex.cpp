// groupops.cube.prefix.half_duplex: Cube_Prefix_Sum on the other reading of its mutual exchange
// (a PE sends or receives in a step, not both; docs/modelling-choices.md, groupops.cube.exchange).
// The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_cube_prefix_half_duplex() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.cube.prefix.half_duplex",
           "slide Cube_Prefix_Sum (operand order fixed), on a half-duplex cube",
           "on a hypercube where a PE either sends or receives in a step (the other reading of "
           "「P_i と P_k は互いに t_i と t_k を送信する」: the mutual exchange, which the slides' "
           "procedure does in one step, breaks that rule), Cube_Prefix_Sum with each exchange "
           "split into two steps leaves a_0 ⊕ ... ⊕ a_i in every s_i in 2 log2 N steps, a "
           "number of steps still proportional to log2 N (interval witness)" +
               domains::kOverD,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](Planted bug, const Point& p) {
    return check_cube_prefix_half_duplex(p[0], bug);
  };
  return declare(list, kit::exhaustive(domains::d(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
