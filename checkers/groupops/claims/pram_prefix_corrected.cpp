// groupops.pram.prefix.corrected: slide プレフィックス計算：手続き (operand order fixed). The claim
// as the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_pram_prefix_corrected() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.pram.prefix.corrected",
           "slide プレフィックス計算：手続き (operand order fixed)",
           "Prefix with a(i) ← a(i - 2^j) ⊕ a(i) leaves a_1 ⊕ ... ⊕ a_i in every P_i in log2 N "
           "iterations (interval witness)" +
               domains::kOverD,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](Planted bug, const Point& p) { return check_prefix(p[0], false, bug); };
  return declare(list, kit::exhaustive(domains::d(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
