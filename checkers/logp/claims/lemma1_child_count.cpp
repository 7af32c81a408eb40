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
  const Quote kLemma1Proof{
      "section 3, proof of Lemma 1",
      "对非叶结点, 其孩子结点的总数为 $\\lfloor (T_i - (L+2o+1))/g \\rfloor + 1$.",
      "a non-leaf node has floor((T_i - (L+2o+1))/g) + 1 children (the count in OBT(f_T), "
      "asserted for every S*, also where P < f_T cuts children off)"};
  const Quote kStep4Comment{"section 3, Algorithm 2, the comment of step (4)",
                            "/*  $K_i$  为本处理机的孩子个数 */",
                            "K_i is the number of children of this processor"};
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
                   {kLemma1, kLemma1Proof, kStep4Comment, kFig2},
                   {{"P", 3}, {"L", 1}, {"o", 1}, {"g", 4}}})
      .assume({kGeO, kOPositive})
      .intended_by({"section 3, proof of Theorem 5",
                    "对处理机 (P_i, T_i) , 设其孩子个数为 K_i , 由引理 1, 知其 N_i 为 "
                    "$T_i - K_i(o+1) + 1$. 又 $\\sum_{i=0}^{P-1} K_i = P-1$",
                    "for node (P_i, T_i) let K_i be its number of children; by Lemma 1 its N_i is "
                    "T_i - K_i(o+1) + 1, and sum K_i = P - 1 (true only for the children in S*)"});
  return declare(list, kit::exhaustive(domains::sstar(1, true), kit::point_case(lemma1_literal)));
}

}  // namespace cc::logp_checks
