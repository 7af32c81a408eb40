// postal.trees.holders: section 3.1, Fig. 1. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/domains.hpp"

namespace cc::postal_checks {

Declared claim_trees_holders() {
  ClaimList list("postal");
  list.add(
      "postal.trees.holders", "section 3.1, Fig. 1",
      "Adding U_{x,j} in step j to every node x that holds the value (the root, or a node added in "
      "step j-lambda or earlier) builds a spanning tree T_i of nodes i..n-1, each node added once, "
      "complete after min{j | G(j) >= n-i} steps; every n <= 128, k, lambda <= 4 and root on ci "
      "(smoke n <= 24, k, lambda <= 3; deep n <= 512)",
      Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::trees(), on_variant(check_tree_holders), {true}));
}

}  // namespace cc::postal_checks
