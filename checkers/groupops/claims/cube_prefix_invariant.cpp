// groupops.cube.prefix.invariant: slides プレフィックス和の計算：初期化 to Step3 (t_i and s_i after
// every step). The claim as the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_cube_prefix_invariant() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.cube.prefix.invariant",
           "slides プレフィックス和の計算：初期化 to Step3 (上段：部分和用 t_i, "
           "下段：部分プレフィックス和用 s_i)",
           "After step j + 1 of Cube_Prefix_Sum (dimension j, operand order fixed) every t_i is "
           "the partial sum a_lo ⊕ ... ⊕ a_hi of i's (j+1)-dimensional subcube (lo, hi: i with "
           "bits 0..j cleared, set) and every s_i the partial prefix a_lo ⊕ ... ⊕ a_i, on the "
           "interval witness, after log2 N steps s_i = a_0 ⊕ ... ⊕ a_i; and the walk-through's "
           "N = 8, a_i = i with + as printed leaves t = (1,1,5,5,9,9,13,13), "
           "(6,6,6,6,22,22,22,22), (28, ..., 28) and s = (0,1,2,5,4,9,6,13), (0,1,3,6,4,9,15,22), "
           "(0,1,3,6,10,15,21,28) after Steps 1, 2, 3 (collcheck's values: the figures that show "
           "them are lost)" +
               domains::kOverDCi12,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](Planted bug, const Point& p) {
    return check_cube_prefix_invariant(p[0], bug);
  };
  return declare(list, kit::exhaustive(domains::d_ci12(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
