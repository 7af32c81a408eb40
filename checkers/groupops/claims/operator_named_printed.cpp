// groupops.operator.named.printed: slides 補足 (OKなもの) and リダクション (2項演算), the
// procedures as printed. The claim as the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_operator_named_printed() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add(
          "groupops.operator.named.printed",
          "slides 補足 (OKなもの) and リダクション (2項演算), the procedures as printed",
          "The operators the slides name, 和, 積, 最大値, 最小値 (補足: OKなもの) and 論理演算 "
          "(リダクション; bitwise and, or, xor), with the procedures as printed (Reduction, Prefix "
          "with a(i) ⊕ a(i - 2^j), Cube_Reduction, Cube_Prefix_Sum with t_i ⊕ b_i and s_i ⊕ b_i, "
          "and the binomial tree's reduction) give a_1 ⊕ ... ⊕ a_i left to right for every operand "
          "tuple of a 3-value domain: the printed operand order is harmless for every operator "
          "the slides name, all commutative" +
              domains::kOverSmallTuples,
          Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo, kAssoc});
  const auto compare = [](Planted bug, const Point& p) {
    return check_operator(OpSet::associative, p[1], p[0], true, bug);
  };
  return declare(
      list, exhaustive_strict(domains::named_operators(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
