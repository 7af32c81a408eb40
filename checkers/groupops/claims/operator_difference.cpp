// groupops.operator.difference: slide 補足 (差: not allowed). The claim as the slides state it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_operator_difference() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.operator.difference", "slide 補足 (差: not allowed)",
           "With ⊕ = difference the procedures compute a_1 ⊕ ... ⊕ a_i left to right (the slides "
           "say this fails; expected refuted) [every budget: N = 2, 4, 8, every tuple over "
           "{0, 1, 2}]",
           Expect::refuted, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](const Point& p) {
    return check_operator(OpSet::difference, p[1], p[0], false, Planted::none);
  };
  return declare(list,
                 kit::exhaustive(domains::operators(OpSet::difference), kit::point_case(compare)));
}

}  // namespace cc::groupops_checks
