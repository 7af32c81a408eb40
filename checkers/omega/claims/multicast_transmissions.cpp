// omega.multicast.transmissions: the abstract (group multicast needs many transmissions). The
// claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_multicast_transmissions() {
  ClaimList list("omega");
  list.add("omega.multicast.transmissions", "abstract (摘要)",
           "Group multicast among m nodes by unicasts needs many transmissions: m(m-1). Every "
           "schedule of the model (a unicast carries one message to one node) needs at least "
           "m(m-1) unicasts: the fewest, found by a search over what every node holds, is "
           "m(m-1) for m <= 4; and the ring's pipeline (section 4.1's ring, first and last "
           "tie-break) uses exactly m(m-1), each bringing its receiver a message it lacked, each "
           "node receiving m - 1; every set of m >= 2 nodes of the networks L <= 3 on smoke and "
           "ci, L <= 4 on deep",
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::node_sets_small(), on_variant(transmissions_case),
                                       builds_ring()));
}

}  // namespace cc::omega_checks
