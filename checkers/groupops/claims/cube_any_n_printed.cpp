// groupops.cube.any_n.printed: the hypercube procedures (N not a power of two). The claim as the
// slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

namespace {

// The passage this claim alone quotes: the hypercube's labels.
const Quote kCubeLabels{"slide 超立方体結合モデル",
                        "$N=2^3$ のとき、プロセッサ $P_i : [u_2 u_1 u_0]$, $u_i \\in \\{0, 1\\}$",
                        "for N = 2^3, processor P_i is [u_2 u_1 u_0] with u_i in {0, 1}: the "
                        "hypercube has 2^n PEs"};

}  // namespace

Declared claim_cube_any_n_printed() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.cube.any_n.printed", "the hypercube procedures (N not a power of two)",
           "On P_0..P_{N-1} for every N (the first N nodes of the 2^⌈log2 N⌉-cube), "
           "Cube_Broadcast (its printed guard 対象となるプロセッサならば read as: P_{i+2^j} "
           "exists), "
           "Cube_Reduction and Cube_Prefix_Sum (operand order fixed) as printed compute D, "
           "a_0 ⊕ ... ⊕ a_{N-1} and the prefixes in ⌈log2 N⌉ steps" +
               domains::kOverAnyN,
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::beyond_scope,
               "Cube_Reduction and Cube_Prefix_Sum need the guard that the partner P_{i+2^j} "
               "(P_{i XOR 2^j}) exists; guarded, all three are correct on P_0..P_{N-1} in "
               "⌈log2 N⌉ steps (as printed P_i receives from a PE that is not there)",
               "groupops.cube.any_n",
               "the slides' hypercube has N = 2^n PEs labelled by n-bit words; the first N nodes "
               "of a larger cube are collcheck's extension (N = 3 lies outside)",
               {kCubeLabels, kLoopBound},
               {{"N", 3}}})
      .assume({kPowerOfTwoN})
      .extend("the first N nodes of the 2^⌈log2 N⌉-cube for every N <= 1024, not only N = 2^n");
  const auto compare = [](Planted bug, const Point& p) {
    return check_cube_any_n(p[0], false, bug);
  };
  return declare(list, kit::exhaustive(domains::any_n(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
