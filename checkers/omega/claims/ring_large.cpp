// omega.ring.large: section 4.1. The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_ring_large() {
  ClaimList list("omega");
  list.add(
      "omega.ring.large", "section 4.1",
      "The ring of section 4.1 is one cycle through exactly the selected nodes with pairwise "
      "link-disjoint paths, for node sets of networks up to L = 16 (65,536 nodes) biased toward "
      "hard sets (dense, clustered, lone buddy pairs, one node per subnetwork), random "
      "tie-breaks: 200 random sets on ci (smoke 20, deep 2000)",
      Expect::holds, Method::property);
  return declare(
      list, kit::property(domains::ring_sample(), on_variant(ring_random_case), builds_ring()));
}

}  // namespace cc::omega_checks
