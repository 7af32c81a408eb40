// groupops.pram.orders: slides EREW型 and the procedures (each reading of a step). The claim as the
// slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_pram_orders() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.pram.orders", "slides EREW型 and the procedures (each reading of a step)",
           "For N = 2^d ≥ 2, by reading of an EREW step: in program order all three of "
           "Broadcast, Reduction and Prefix are correct; read_first: Broadcast correct, "
           "Reduction and Prefix wrong; write_first: Broadcast wrong, Reduction and Prefix "
           "correct; whole_step (an iteration as one step of the slides' model): all three "
           "rejected by the one-address rule; whole_step_cells (the same without that rule): "
           "Broadcast correct, Reduction and Prefix rejected as not exclusive"
           " [d = 1..8 smoke, 1..16 ci and deep]",
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](const Point& p) { return check_orders(p[0]); };
  return declare(list, kit::exhaustive(domains::d_from_1(), kit::point_case(compare)));
}

}  // namespace cc::groupops_checks
