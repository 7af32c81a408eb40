// logp.example.fig2_optimal: section 3, Figure 2 ("采用最优求和算法"). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_example_fig2_optimal() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.example.fig2_optimal", "section 3, Figure 2 (\"采用最优求和算法\")",
           "Figure 2's instance is summed in the least time: no LogP summation schedule on 7 PEs "
           "(L = 5, o = 2, g = 4) sums 82 operands before 29 = T_B + (82 - 47)/7, the time of "
           "Algorithm 2 (the search over every summation schedule, its schedule replayed)",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO});
  return declare(list, kit::exhaustive(domains::one_case(), kit::point_case(fig2_optimal)));
}

}  // namespace cc::logp_checks
