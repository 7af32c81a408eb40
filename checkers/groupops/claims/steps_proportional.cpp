// groupops.steps.proportional: slides ブロードキャスト：手続き化, リダクション：手続き,
// プレフィックス計算：手続き and the three Cube_ procedures. The claim as the slides state it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_steps_proportional() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add(
          "groupops.steps.proportional",
          "slides ブロードキャスト：手続き化, リダクション：手続き, プレフィックス計算：手続き and "
          "the three Cube_ procedures",
          "「実行ステップ数は log2 N に比例する」 and T = O(log N) as exact counts c log2 N + c', "
          "executed: Broadcast log2 N + 1 Steps (Stage 1, then one per loop iteration), "
          "2 log2 N + 2 single-access EREW sub-steps; Reduction and Prefix (as printed) log2 N "
          "iterations, 2 log2 N sub-steps; Cube_Broadcast, Cube_Reduction and Cube_Prefix_Sum "
          "(as printed) log2 N communication steps. So for N ≥ 2 every count lies between "
          "log2 N and 4 log2 N (4 reached by Broadcast's sub-steps at N = 2), and with "
          "unit-time steps T = Θ(log N); at N = 1 Broadcast still takes Stage 1 (1 Step, 2 "
          "sub-steps)" +
              domains::kOverD,
          Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwoD});
  const auto compare = [](Planted bug, const Point& p) { return check_step_counts(p[0], bug); };
  return declare(list, kit::exhaustive(domains::d(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
