// groupops.binomial.gather: slides 収集 (Gather: Scatterの逆) and 2項木によるリダクションなど. The
// claim as the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_binomial_gather() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add(
          "groupops.binomial.gather",
          "slides 収集 (Gather: Scatterの逆) and 2項木によるリダクションなど",
          "Gather on the binomial tree, the scatter reversed: node i holds x_i; each node, once "
          "its children (smallest subtree first) have sent, sends its block to its parent, which "
          "appends it; afterwards the root holds x_0, x_1, ..., x_{N-1} in this order and no other "
          "node holds anything, after k = log2 N steps, step s along dimension s - 1 with "
          "2^{k-s} messages of 2^{s-1} items" +
              domains::kOverK,
          Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](Planted bug, const Point& p) { return check_binomial_gather(p[0], bug); };
  return declare(list, kit::exhaustive(domains::k(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
