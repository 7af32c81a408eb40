// groupops.binomial.properties: slides 2項木(binominal tree)とは and 2項木の性質. The claim as the
// slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_binomial_properties() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.binomial.properties", "slides 2項木(binominal tree)とは and 2項木の性質",
           "The level-k binomial tree (a root whose children root level k-1, ..., 0 trees) with "
           "N = 2^k nodes has depth k, C(k, i) nodes at depth i and largest degree log2 N" +
               domains::kOverK,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](const Point& p) { return check_binomial_properties(p[0]); };
  return declare(list, kit::exhaustive(domains::k(), kit::point_case(compare)));
}

}  // namespace cc::groupops_checks
