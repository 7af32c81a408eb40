// groupops.operator.associative.large: slide 補足 (operand order fixed), N up to 2^16. The claim as
// the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_operator_associative_large() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.operator.associative.large", "slide 補足 (operand order fixed), N up to 2^16",
           "For N = 2^d beyond 8, with sum, product mod 2^31 - 1, max, min and the non-commutative "
           "2x2 matrices mod 5 and strings, Reduction, Prefix, Cube_Reduction, Cube_Prefix_Sum "
           "(corrected order) and the binomial tree's reduction compute a_1 ⊕ ... ⊕ a_i left to "
           "right on ONE fixed pseudo-random operand tuple per (operator, d), x_i = "
           "splitmix64(operator, i): exhaustive over the (operator, d) grid only, not over "
           "operand tuples (evidence beyond N = 8, not a proof for every tuple) [d = 1..6 smoke, "
           "1..16 ci and deep; strings d ≤ 10]",
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo, kAssoc});
  const auto compare = [](Planted bug, const Point& p) {
    return check_operator_large(p[1], p[0], bug);
  };
  return declare(
      list, exhaustive_strict(domains::operators_large(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
