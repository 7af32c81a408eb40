// groupops.binomial.broadcast: slides ステップごとのデータ分配 and 2項木によるデータ分配（続き）.
// The claim as the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_binomial_broadcast() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add(
          "groupops.binomial.broadcast",
          "slides ステップごとのデータ分配 and 2項木によるデータ分配（続き）",
          "Distribution from the root of the N = 2^k node binomial tree (each informed node sends "
          "to its next child, largest subtree first) leaves D in every node in k = log2 N steps, "
          "2^{s-1} messages in step s, each along a tree edge; embedded into the hypercube, step s "
          "uses dimension k - s (the higher dimensions first), as the binomial-tree executor "
          "checks" +
              domains::kOverK,
          Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](Planted bug, const Point& p) {
    return check_binomial_broadcast(p[0], bug);
  };
  return declare(list, kit::exhaustive(domains::k(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
