// omega.ring.l5: section 4.1. The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_ring_l5() {
  ClaimList list("omega");
  list.add(
      "omega.ring.l5", "section 4.1",
      "The ring of section 4.1 is one cycle through exactly the selected nodes with pairwise "
      "link-disjoint paths on the 32 x 32 network (L = 5), with the first and with the last "
      "candidate at every tie: on ci every subset of nodes 0..20 (2^21 of the 2^32 subsets; "
      "nodes 21..31 never selected), on smoke every subset of nodes 0..16, on deep every subset "
      "of the 32 nodes",
      Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::node_sets_l5(), on_variant(l5_case), builds_ring()));
}

}  // namespace cc::omega_checks
