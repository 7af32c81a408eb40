// groupops.pram.reduction.doubling: slide リダクション：方針と手順. The claim as the slides state
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_pram_reduction_doubling() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.pram.reduction.doubling", "slide リダクション：方針と手順",
           "求める部分和の範囲をステップごとに2倍にする (Reduction): after iteration j every P_i "
           "with i ≡ 1 (mod 2^{j+1}) holds a_i ⊕ ... ⊕ a_{i+2^{j+1}-1} (interval witness: exactly "
           "these operands, in order), log2 N iterations" +
               domains::kOverD,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwoD, kAssoc});
  const auto compare = [](Planted bug, const Point& p) {
    return check_reduction_doubling(p[0], bug);
  };
  return declare(list, kit::exhaustive(domains::d(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
