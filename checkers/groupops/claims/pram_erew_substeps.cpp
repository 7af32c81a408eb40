// groupops.pram.erew.substeps: slides EREW型 and the procedures (sub-steps in program order). The
// claim as the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_pram_erew_substeps() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.pram.erew.substeps",
           "slides EREW型 and the procedures (sub-steps in program order)",
           "With each iteration cut into sub-steps in program order, every sub-step of Broadcast, "
           "Reduction and Prefix obeys both EREW rules (one address per processor, one processor "
           "per address), and they take 2(log2 N + 1), 2 log2 N and 2 log2 N EREW steps" +
               domains::kOverD,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](Planted bug, const Point& p) {
    return check_erew(p[0], Order::program, bug);
  };
  return declare(list, kit::exhaustive(domains::d(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
