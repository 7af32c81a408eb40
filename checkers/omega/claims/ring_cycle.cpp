// omega.ring.cycle: section 4.1, the algorithm and section 4.2. The claim as the paper states it
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_ring_cycle() {
  ClaimList list("omega");
  list.add(
      "omega.ring.cycle", "section 4.1, the algorithm and section 4.2",
      "For every set of selected nodes of the networks with L <= 4 (N <= 16; the same on every "
      "budget: larger networks only in omega.ring.l5 and omega.ring.large), under every "
      "tie-break of the longest-common-suffix choices: after level k every k-bit subnetwork holds "
      "no node, one selected node, or one "
      "ring through exactly its selected nodes whose paths are pairwise disjoint on the network; "
      "after level L the result is one cycle through exactly the selected nodes (m >= 2) whose "
      "m paths are pairwise link-disjoint",
      Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::node_sets(), on_variant(ring_case), traces_ring(false)));
}

}  // namespace cc::omega_checks
