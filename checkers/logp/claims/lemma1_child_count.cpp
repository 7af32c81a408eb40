// logp.lemma1.child_count: section 3, Lemma 1 (as printed) for g >= o+1, where no receive collides
// with an addition: the printed child count alone. The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_lemma1_child_count() {
  using namespace logp_paper;
  const Quote kFig2{
      "section 3, Figure 2",
      "图 2 为一个采用最优求和算法在 7 个处理机上对 82 个操作数进行求和的例子. 其中左图圆圈内的数"
      "字为各结点特有的操作数个数 A_i , 右图圆圈内的数字为平均分配给各结点的操作数个数 B_i .",
      "Figure 2 sums 82 operands on 7 processors, A_i left and the evenly distributed B_i right: "
      "82 = N_S + 7 B only with the children of S*(7; 5, 2, 4) (N_S = 47, B = 5); with the "
      "printed count sum A_i = 44 and 38 is no multiple of 7"};
  ClaimList list("logp");
  list.add("logp.lemma1.child_count", "section 3, Lemma 1 (as printed), g >= o+1",
           "On S*(P; L, o, g) = T*(P; L+1, o, g), N_i = T_i + 1 for a leaf and T_i - "
           "(floor((T_i - (L+2o+1))/g) + 1)(o+1) + 1 otherwise, for g >= o+1 (no receive "
           "collides with an addition there): the plan runs on the executor, the root holds the "
           "sum of all operands at T_0, and no node could take one more operand (o > 0)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::misprint,
                   "N_i = T_i - K_i(o+1) + 1 with K_i the number of children node i has in S* "
                   "(0 for a leaf), as Theorem 5's proof and step 4's comment read Lemma 1",
                   "logp.lemma1.corrected",
                   "the printed floor is the child count of OBT(f_T), and the proof asserts it for "
                   "every node of S*; where the preorder prefix S* cuts a node's last children off "
                   "(first at P = 3, L = o = 1, g = 4 on ci and deep: the root has one child, the "
                   "formula counts two; on smoke, whose g stops at 3, at P = 4, L = o = 1, g = 2) "
                   "the node is given o+1 operands too few. The paper itself reads Lemma 1 "
                   "with the children in S*: Theorem 5's proof takes sum K_i = P - 1, step 4's "
                   "comment calls K_i the number of children, and Figure 2's 82 operands are "
                   "N_S + 7 B only so",
                   {kLemma1, kLemma1ProofChildren, kStep4Comment, kFig2},
                   {{"P", 3}, {"L", 1}, {"o", 1}, {"g", 4}}})
      .assume({kGeO, kOPositive})
      .intended_by(kThm5ProofK)
      .reading_of("logp.child_count");
  return declare(list, kit::exhaustive(domains::sstar(1, true), kit::point_case(lemma1_literal)));
}

}  // namespace cc::logp_checks
