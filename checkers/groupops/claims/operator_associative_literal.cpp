// groupops.operator.associative_literal: slide 補足 (the procedures as printed). The claim as the
// slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_operator_associative_literal() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add(
          "groupops.operator.associative_literal", "slide 補足 (the procedures as printed)",
          "With the procedures as printed (Reduction, Prefix, Cube_Reduction, Cube_Prefix_Sum, and "
          "the binomial tree's reduction, which the slides do not print and collcheck writes from "
          "the "
          "tree), sum, product, max, min, the logical operations (論理演算: bitwise and, or, xor) "
          "and "
          "the associative, non-commutative 2x2 matrices mod 5 (an operator collcheck adds) give "
          "a_1 ⊕ "
          "... ⊕ a_i for every operand tuple of a 3-value "
          "domain, N = 2, 4, 8. Expected refuted through the matrices and the printed prefix order "
          "only: the same finding "
          "as groupops.pram.prefix.literal and groupops.cube.prefix.literal, not one of its own "
          "(the "
          "operators the slides name all pass as printed: groupops.operator.named.printed)" +
              domains::kOverSmallTuples,
          Expect::refuted, Method::exhaustive)
      .assume({kPowerOfTwo, kAssoc});
  const auto compare = [](Planted bug, const Point& p) {
    return check_operator(OpSet::associative, p[1], p[0], true, bug);
  };
  return declare(list, kit::exhaustive(domains::operators(OpSet::associative), on_variant(compare),
                                       runs_procedure()));
}

}  // namespace cc::groupops_checks
