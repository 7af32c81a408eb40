// logp.example.fig1: section 1, Figure 1 (node lists reconstructed from the text). The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_example_fig1() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.example.fig1", "section 1, Figure 1 (node lists reconstructed from the text)",
           "T*(8; 6, 2, 4) = (0,24) (1,14) (2,4) (3,0) (4,10) (5,0) (6,6) (7,2) in preorder and "
           "T*(7; 6, 2, 4) is it without (7,2); both broadcast in 24 cycles, the optimum",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO});
  return declare(list, kit::exhaustive(domains::one_case(), kit::point_case(fig1)));
}

}  // namespace cc::logp_checks
