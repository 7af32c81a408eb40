// groupops.pram.prefix.literal: slide プレフィックス計算：手続き (as printed). The claim as the
// slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

namespace {

// The passage this claim alone quotes: the prefix in index order.
const Quote kPrefixDef{"slide プレフィックス計算",
                       "プレフィックス計算 $a_{1-i} = a_1 \\oplus a_2 \\oplus \\dots \\oplus a_i$ "
                       "($1 \\leq i \\leq N$)",
                       "the prefix is a_1 ⊕ a_2 ⊕ ... ⊕ a_i, the operands in index order"};

}  // namespace

Declared claim_pram_prefix_literal() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.pram.prefix.literal", "slide プレフィックス計算：手続き (as printed)",
           "Prefix with a(i) ← a(i) ⊕ a(i - 2^j) leaves a_1 ⊕ ... ⊕ a_i in every P_i for an "
           "associative ⊕ (checked on the non-commutative interval witness) in log2 N iterations" +
               domains::kOverD,
           Expect::refuted, Method::exhaustive,
           Finding{Kind::erratum,
                   "a(i) ← a(i - 2^j) ⊕ a(i): the value read covers the operands before P_i's own "
                   "(as printed, it is right only for a commutative ⊕, such as every operator the "
                   "slides name)",
                   "groupops.pram.prefix.corrected",
                   "the slides allow any associative ⊕ and define the prefix in index order; no "
                   "passage shows the other operand order (the Prefix table has no ⊕, and \"add "
                   "the value read and the value held\" stands beside Reduction's opposite order), "
                   "so it is not a misprint; N = 2 lies inside N = 2^d",
                   {{"slide プレフィックス計算：手続き",
                     "(3) $a(i) \\leftarrow a(i) \\oplus a(i - 2^j)$;",
                     "(3) a(i) ← a(i) ⊕ a(i - 2^j): P_i's own block first"},
                    kPrefixDef,
                    kAssociative},
                   {{"d", 1}}})
      .assume({kPowerOfTwoD, kAssoc});
  const auto compare = [](Planted bug, const Point& p) { return check_prefix(p[0], true, bug); };
  return declare(list, kit::exhaustive(domains::d(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
