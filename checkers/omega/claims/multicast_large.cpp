// omega.multicast.large: section 5. The claim as the paper states it and the checker that decides
// it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_multicast_large() {
  ClaimList list("omega");
  list.add("omega.multicast.large", "section 5",
           "Pipelined group multicast along the ring of section 4.1 for random node sets up to "
           "L = 10 (1,024 nodes): m - 1 conflict-free steps deliver every message to every node "
           "(200 random sets on ci, smoke 20, deep 2000)",
           Expect::holds, Method::property);
  return declare(list, kit::property(domains::multicast_sample(), on_variant(multicast_random_case),
                                     builds_ring()));
}

}  // namespace cc::omega_checks
