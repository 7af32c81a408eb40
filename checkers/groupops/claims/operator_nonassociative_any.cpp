// groupops.operator.nonassociative.any: slide 補足 (associativity as a necessity), on the term
// witness. The claim as the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_operator_nonassociative_any() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.operator.nonassociative.any",
           "slide 補足 (結合律が成り立つものに限られる: every non-associative ⊕)",
           "Associativity is necessary for the slides' procedures taken together: for every "
           "N = 2^d ≥ 4, Prefix with the operand order fixed ends at P_3 with the term "
           "a_1 ⊕ (a_2 ⊕ a_3) (term witness: the free magma, every bracket kept), which equals "
           "(a_1 ⊕ a_2) ⊕ a_3 for all operands exactly when ⊕ is associative, so every "
           "non-associative ⊕ makes Prefix wrong. Reduction alone does not need it: of the 19683 "
           "operators on {0, 1, 2}, 19570 are not associative, each makes Prefix wrong at N = 4, "
           "and 54 of them still give the left-to-right value in Reduction and Cube_Reduction for "
           "every tuple at N = 4 and 8, among them x ⊕ y = 1 if (x, y) = (2, 0), else 0 (the "
           "terms the executors formed, evaluated under each operator; census at d = 2)" +
               domains::kOverDCi12,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](Planted bug, const Point& p) {
    return check_nonassociative_any(p[0], bug);
  };
  return declare(list, kit::exhaustive(domains::d_ci12(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
