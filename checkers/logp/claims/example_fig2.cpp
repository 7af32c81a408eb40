// logp.example.fig2: section 3, Figure 2 (its numbers are not in our copy: reconstructed). The
// claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_example_fig2() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.example.fig2",
           "section 3, Figure 2 (its numbers are not in our copy: reconstructed)",
           "Figure 2's numbers are not in our copy: reconstructed. The text fixes S*(7; 5, 2, 4) "
           "and 82 operands; A_i = 16, 9, 5, 1, 8, 1, 7 (N_S = 47) and B_i = 5 are collcheck's own "
           "values compared with themselves (a regression test, not a check of the paper), and "
           "the root holds 0:81 on the executor at T_B + 5 = 29",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO});
  return declare(list, kit::exhaustive(domains::one_case(), kit::point_case(fig2)));
}

}  // namespace cc::logp_checks
