// groupops.cube.tables: slides リダクションのデータの流れ and プレフィックス和の計算 (N = 8). The
// claim as the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_cube_tables() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add(
          "groupops.cube.tables",
          "slides リダクションのデータの流れ and プレフィックス和の計算 (N = 8)",
          "Cube_Reduction's data flow for N = 8 is a_{0-1}, a_{2-3}, a_{4-5}, a_{6-7} at P_0, P_2, "
          "P_4, P_6 after step 1, a_{0-3}, a_{4-7} at P_0, P_4 after step 2, a_{0-7} at P_0 after "
          "step 3; Cube_Prefix_Sum with a_i = i gives 0, 1, 3, 6, ..., 28",
          Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](const Point&) { return check_cube_tables(); };
  return declare(list, kit::exhaustive(domains::one_case(), kit::point_case(compare)));
}

}  // namespace cc::groupops_checks
