// postal.trees.literal: section 3.1, T_i and U_{x,j} (as printed). The claim as the paper states it
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/domains.hpp"
#include "spec/claims/postal_assumptions.hpp"

namespace cc::postal_checks {

Declared claim_trees_literal() {
  using namespace postal_paper;
  ClaimList list("postal");
  list.add(
          "postal.trees.literal", "section 3.1, T_i and U_{x,j} (as printed)",
          "T_i is built by adding, in construction step j, the nodes U_{x,j} as children of every "
          "node "
          "x of the tree after step j-1; the result is a spanning tree of nodes i..n-1 in which a "
          "node "
          "added in step j adds children only from step j+lambda on; every n <= 128, k, lambda <= "
          "4 "
          "and root on ci (smoke n <= 24, k, lambda <= 3; deep n <= 512)",
          Expect::refuted, Method::exhaustive,
          Finding{
              Kind::misprint,
              "only the nodes that already hold the value (the root, and the nodes added in step "
              "j-lambda or earlier: the solid nodes of Fig. 1) add the children U_{x,j} in step j",
              "postal.trees.holders",
              "the defining sentence reads as if every node of the tree adds children, but the "
              "same paragraph, the legend of Fig. 1, the send rule (only the G(j-1) holders send) "
              "and the worked T_0 (U_{1,2} is not used) restrict it to the nodes that hold the "
              "value",
              {{"section 3.1, the definition of U_{x,j}",
                "令 x 表示第 $j-1 \\geq 0$ 步後生成樹中的一個節點，我們以 $U_{x,j}$ "
                "表示在第 j 個建構步驟中，所有新加入成為節點 x 的子節點的集合",
                "let x be a node of the tree after step j-1; U_{x,j} is the set of all nodes added "
                "as children of x in construction step j"},
               {"section 3.1, the same paragraph",
                "因此，在生成樹 T_i 的建構過程中，在第 j 步加入的子節點，在第 $j+\\lambda$ "
                "步才能夠再增加新的子節點。",
                "hence, while building T_i, a child added in step j can add new children only in "
                "step j+lambda"}},
              {{"n", 4}, {"k", 1}, {"lambda", 2}, {"root", 0}}})
      .assume({kKAtLeast1, kLambdaAtLeast1})
      .intended_by(
          {"section 3.1, Fig. 1",
           "圖1中的實心黑點，表示此節點可以增加新的子節點；空心的節點代表在該建構步驟中增加的"
           "節點，"
           "這些節點在 $\\lambda-1$ 步之後才能夠再加入新的子節點。",
           "the solid dots of Fig. 1 may add children; hollow nodes were added in this step "
           "and can add children only after lambda-1 more steps"});
  return declare(list, kit::exhaustive(domains::trees(), on_variant(check_tree_literal), {true}));
}

}  // namespace cc::postal_checks
