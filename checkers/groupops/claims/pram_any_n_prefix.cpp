// groupops.pram.any_n.prefix: slide プレフィックス計算：手続き (N not a power of two). The claim as
// the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_pram_any_n_prefix() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.pram.any_n.prefix", "slide プレフィックス計算：手続き (N not a power of two)",
           "Prefix (operand order fixed) with ⌈log2 N⌉ iterations and the slides' own omitted "
           "condition (no read when i - 2^j < 1) leaves a_1 ⊕ ... ⊕ a_i in every P_i, every "
           "sub-step exclusive, for every N: no further guard is needed (interval witness)" +
               domains::kOverAnyN,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwoN})
      .extend("every N <= 1024 (ci), not only N = 2^d as the slides take it");
  const auto compare = [](Planted bug, const Point& p) { return check_any_n_prefix(p[0], bug); };
  return declare(list, kit::exhaustive(domains::any_n(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
