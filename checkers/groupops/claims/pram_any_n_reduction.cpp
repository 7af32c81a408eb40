// groupops.pram.any_n.reduction: slide リダクション：手続き (guard i + 2^j ≤ N). The claim as the
// slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_pram_any_n_reduction() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.pram.any_n.reduction", "slide リダクション：手続き (guard i + 2^j ≤ N)",
           "Reduction with ⌈log2 N⌉ iterations and the guard i + 2^j ≤ N leaves a_1 ⊕ ... ⊕ a_N in "
           "P_1, every sub-step exclusive, for every N (interval witness)" +
               domains::kOverAnyN,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwoN})
      .extend("every N <= 1024 (ci), not only N = 2^d as the slides take it");
  const auto compare = [](Planted bug, const Point& p) {
    return check_any_n_reduction(p[0], true, bug);
  };
  return declare(list, kit::exhaustive(domains::any_n(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
