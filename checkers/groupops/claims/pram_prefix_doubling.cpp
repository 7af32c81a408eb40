// groupops.pram.prefix.doubling: slide プレフィックス和の計算：方針と手順. The claim as the slides
// state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_pram_prefix_doubling() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add(
          "groupops.pram.prefix.doubling", "slide プレフィックス和の計算：方針と手順",
          "求める部分和の範囲をステップごとに2倍にする (Prefix): after iteration j every P_i holds "
          "a_{max(1, i-2^{j+1}+1)} ⊕ ... ⊕ a_i, log2 N iterations: with the operand order fixed "
          "on the non-commutative interval witness, and as printed (a(i) ⊕ a(i - 2^j)) for a "
          "commutative ⊕, on a witness that joins two adjacent blocks in either order and "
          "rejects every other product" +
              domains::kOverD,
          Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwoD, kAssoc});
  const auto compare = [](Planted bug, const Point& p) { return check_prefix_doubling(p[0], bug); };
  return declare(list, kit::exhaustive(domains::d(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
