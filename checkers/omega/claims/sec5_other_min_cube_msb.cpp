// omega.sec5.other_min.cube_msb: section 5 ("multistage networks") and section 1 (the Omega
// network as their representative), on the indirect binary cube that resolves the most
// significant bit first. The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_sec5_other_min_cube_msb() {
  ClaimList list("omega");
  list.add("omega.sec5.other_min.cube_msb", "section 5 and section 1",
           "On the indirect binary cube that resolves the destination's most significant bit "
           "first (the link after stage j holds the high j bits of Y and the low L-j bits of "
           "X), the algorithm of section 4.1, unchanged, configures rings whose paths use only "
           "disjoint links: every node set of the networks L <= 3 (deep: L <= 4), every "
           "tie-break (its links are the Omega network's, each stage's addresses rotated)",
           Expect::holds, Method::exhaustive);
  return declare(
      list, kit::exhaustive(domains::node_sets_small(), on_variant(cube_msb_case), builds_ring()));
}

}  // namespace cc::omega_checks
