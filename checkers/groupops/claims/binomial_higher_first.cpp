// groupops.binomial.higher_first: slide 2項木によるデータ分配（続き）:
// 上位の次元から順にデータを分配した場合に相当. The claim as the slides state it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_binomial_higher_first() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.binomial.higher_first",
           "slide 2項木によるデータ分配（続き）: 上位の次元から順にデータを分配した場合に相当",
           "Of the k! orders in which distribution can take the k dimensions (each informed node "
           "sends to its tree child across the step's dimension), exactly one informs every node "
           "in k steps: k-1, k-2, ..., 0, the higher dimensions first [all k! orders for k ≤ 5 "
           "smoke, k ≤ 8 ci, k ≤ 9 deep]",
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](const Point& p) { return check_binomial_higher_first(p[0]); };
  return declare(list, kit::exhaustive(domains::k_orders(), kit::point_case(compare)));
}

}  // namespace cc::groupops_checks
