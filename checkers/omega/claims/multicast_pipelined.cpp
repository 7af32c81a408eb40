// omega.multicast.pipelined: section 5 and section 1. The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_multicast_pipelined() {
  ClaimList list("omega");
  list.add("omega.multicast.pipelined", "section 5 and section 1",
           "Along the ring, group multicast of m selected nodes takes m - 1 steps: in step t every "
           "node sends to its successor the message it received in step t-1 (its own in step 1); "
           "each step's m paths are set up at once without a link conflict on the network, after "
           "m - 1 steps every node holds all m messages, and after m - 2 steps not; every set of "
           "m >= 2 nodes of the networks with L <= 4 (N <= 16) on every budget, every tie-break",
           Expect::holds, Method::exhaustive);
  return declare(
      list, kit::exhaustive(domains::node_sets(), on_variant(multicast_case), traces_ring(true)));
}

}  // namespace cc::omega_checks
