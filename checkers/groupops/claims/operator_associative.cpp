// groupops.operator.associative: slide 補足 (operand order fixed). The claim as the slides state it
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_operator_associative() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.operator.associative", "slide 補足 (operand order fixed)",
           "For sum, product, max, min, bitwise and, or, xor (論理演算) and 2x2 matrices mod 5, "
           "Reduction, Prefix, Cube_Reduction, "
           "Cube_Prefix_Sum (corrected order) and the binomial tree's reduction compute "
           "a_1 ⊕ ... ⊕ a_i left to right for every operand tuple of a 3-value domain" +
               domains::kOverSmallTuples,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo, kAssoc});
  const auto compare = [](Planted bug, const Point& p) {
    return check_operator(OpSet::associative, p[1], p[0], false, bug);
  };
  return declare(list, kit::exhaustive(domains::operators(OpSet::associative), on_variant(compare),
                                       runs_procedure()));
}

}  // namespace cc::groupops_checks
