// groupops.pram.reduction: slide リダクション：手続き. The claim as the slides state it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_pram_reduction() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.pram.reduction", "slide リダクション：手続き",
           "Reduction leaves a_1 ⊕ ... ⊕ a_N in P_1 (on the interval witness and on +) in log2 N "
           "iterations" +
               domains::kOverD,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](Planted bug, const Point& p) { return check_reduction(p[0], bug); };
  return declare(list, kit::exhaustive(domains::d(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
