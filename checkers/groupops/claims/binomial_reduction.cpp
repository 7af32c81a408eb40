// groupops.binomial.reduction: slides リダクション and 2項木によるリダクションなど. The claim as
// the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_binomial_reduction() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.binomial.reduction", "slides リダクション and 2項木によるリダクションなど",
           "Reduction on the binomial tree (the gather's schedule, a ← a ⊕ b at the parent) leaves "
           "x_0 ⊕ x_1 ⊕ ... ⊕ x_{N-1} in the root for an associative ⊕ (the non-commutative "
           "interval witness) after k = log2 N steps, step s along dimension s - 1" +
               domains::kOverK,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](Planted bug, const Point& p) {
    return check_binomial_reduction(p[0], bug);
  };
  return declare(list, kit::exhaustive(domains::k(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
