// logp.lemma1.literal: section 3, Lemma 1 (as printed). The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_lemma1_literal() {
  using namespace logp_paper;
  const Quote kLemma1Proof{
      "section 3, proof of Lemma 1",
      "对非叶结点, 其孩子结点的总数为 $\\lfloor (T_i - (L+2o+1))/g \\rfloor + 1$.",
      "a non-leaf node has floor((T_i - (L+2o+1))/g) + 1 children (the count "
      "in OBT(f_T), asserted for every S*, also where P < f_T cuts children "
      "off)"};
  ClaimList list("logp");
  list.add("logp.lemma1.literal", "section 3, Lemma 1 (as printed)",
           "On S*(P; L, o, g) = T*(P; L+1, o, g), N_i = T_i + 1 for a leaf and T_i - "
           "(floor((T_i - (L+2o+1))/g) + 1)(o+1) + 1 otherwise: the plan runs on the executor, the "
           "root holds the sum of all operands at T_0, and no node could take one more operand "
           "(o > 0, g >= o)",
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::erratum,
               "for g >= o+1, with K_i the number of children node i has in S* (the printed "
               "floor counts the children in OBT(f_T), too many when P < f_T): "
               "N_i = T_i - K_i(o+1) + 1",
               "logp.lemma1.corrected",
               "at the least point (P = 3, L = o = g = 1, where P = f_T and the formula counts "
               "S*'s children exactly) the receives and additions of the root's two children "
               "collide at g = o, which the paper allows: Theorem 5's erratum, inside o > 0, "
               "g >= o. The printed floor has a second defect where S* cuts children off "
               "(logp.lemma1.child_count, first at P = 3, L = o = 1, g = 4 on ci), where the paper "
               "itself means the children in S*: Theorem 5's proof takes sum K_i = P - 1, "
               "step 4's comment calls K_i the number of children, and Figure 2's 82 "
               "operands are N_S = 47 plus 5 per PE only with those counts",
               {kLemma1, kLemma1Proof, kGAtLeastO},
               {{"P", 3}, {"L", 1}, {"o", 1}, {"g", 1}}})
      .assume({kGeO, kOPositive})
      .reading_of("logp.sum.g_eq_o");
  return declare(list, kit::exhaustive(domains::sstar(1, false), kit::point_case(lemma1_literal)));
}

}  // namespace cc::logp_checks
