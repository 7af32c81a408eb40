// postal.trees.carries: section 3.2, the paragraph before W_{y,j}. The claim as the paper states it
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/domains.hpp"

namespace cc::postal_checks {

Declared claim_trees_carries() {
  ClaimList list("postal");
  list.add(
      "postal.trees.carries", "section 3.2, the paragraph before W_{y,j}",
      "The construction steps of T_i are the steps of Algorithm A that send v(i): a PE y > i that "
      "is added to T_i in construction step s first holds a value containing v(i) after step "
      "s + lambda - 1; every n <= 128, k, lambda <= 4 and every i on ci (smoke n <= 24, k, "
      "lambda <= 3; deep n <= 512)",
      Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::carries(), on_variant(check_carries), runs_a()));
}

}  // namespace cc::postal_checks
