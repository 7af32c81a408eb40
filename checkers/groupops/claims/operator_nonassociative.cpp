// groupops.operator.nonassociative: slide 補足 (差, 除算, じゃんけん), every N = 2^d. The claim as
// the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_operator_nonassociative() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.operator.nonassociative", "slide 補足 (差, 除算, じゃんけん), every N = 2^d",
           "For difference, division and rock-paper-scissors: at N ≤ 2 no operand tuple makes a "
           "procedure differ from the left-to-right value (one application of ⊕), and for every "
           "N = 2^d ≥ 4 each of Reduction, Prefix, Cube_Reduction, Cube_Prefix_Sum and the "
           "binomial reduction differs on some tuple (searched: a pad of 0, 1 or rock and the last "
           "three operands over the domain) [d ≤ 5 smoke, d ≤ 16 ci and deep]",
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](const Point& p) { return check_nonassociative(p[1], p[0]); };
  return declare(list, kit::exhaustive(domains::nonassociative(), kit::point_case(compare)));
}

}  // namespace cc::groupops_checks
