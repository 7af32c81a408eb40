// groupops.binomial.scatter: slides 分配 (Scatter) and 2項木によるリダクションなど (分配). The
// claim as the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_binomial_scatter() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add(
          "groupops.binomial.scatter",
          "slides 分配 (Scatter) and 2項木によるリダクションなど (分配)",
          "Scatter on the binomial tree: the root holds x_0, ..., x_{N-1}; each node hands each "
          "child, largest subtree first, the block of its subtree; afterwards node i holds exactly "
          "x_i, after k = log2 N steps, step s along dimension k - s with 2^{s-1} messages of "
          "N / 2^s items, each along a tree edge and holding only items the sender held" +
              domains::kOverK,
          Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](Planted bug, const Point& p) {
    return check_binomial_scatter(p[0], bug);
  };
  return declare(list, kit::exhaustive(domains::k(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
