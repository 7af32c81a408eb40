// groupops.cube.prefix.literal: slide プレフィックス計算：手続き (Cube_Prefix_Sum, as printed). The
// claim as the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_cube_prefix_literal() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.cube.prefix.literal",
           "slide プレフィックス計算：手続き (Cube_Prefix_Sum, as printed)",
           "Cube_Prefix_Sum (t_i ← t_i ⊕ b_i on both sides, s_i ← s_i ⊕ b_i when i_j = 1) leaves "
           "a_0 ⊕ ... ⊕ a_i in every s_i for an associative ⊕ (interval witness), in log2 N steps" +
               domains::kOverD,
           Expect::refuted, Method::exhaustive,
           Finding{Kind::erratum,
                   "when i_j = 1 the partner's partial result comes first: t_i ← b_i ⊕ t_i and "
                   "s_i ← b_i ⊕ s_i (as printed, right only for a commutative ⊕; the slides' "
                   "walk-through uses +)",
                   "groupops.cube.prefix.corrected",
                   "printed with ⊕ under the slides' only condition, associativity, and the same "
                   "order in the walk-through (with +), so no passage shows another order: not a "
                   "misprint; N = 2 lies inside N = 2^n",
                   {{"slide プレフィックス計算：手続き (Cube_Prefix_Sum)",
                     "$t_i \\leftarrow t_i \\oplus b_i$ ; ... if  $i_j=1$  then ... "
                     "$s_i \\leftarrow s_i \\oplus b_i$ ;",
                     "t_i ← t_i ⊕ b_i on both sides; if bit j of i is 1, s_i ← s_i ⊕ b_i: the "
                     "lower PE's block on the right"},
                    {"slide プレフィックス計算 (hypercube)",
                     "各プロセッサでプレフィックス計算 $$a_{0-i} = a_0 \\oplus a_1 \\oplus a_2 "
                     "\\oplus \\dots \\oplus a_i$$ を求める。",
                     "every processor computes the prefix a_0 ⊕ a_1 ⊕ ... ⊕ a_i"},
                    kAssociative},
                   {{"d", 1}}})
      .assume({kPowerOfTwoD, kAssoc});
  const auto compare = [](Planted bug, const Point& p) {
    return check_cube_prefix(p[0], true, bug);
  };
  return declare(list, kit::exhaustive(domains::d(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
