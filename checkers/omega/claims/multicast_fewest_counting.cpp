// omega.multicast.fewest.counting: sections 1 and 3.1 (the fewest transmissions), the counting
// argument behind omega.multicast.fewest for every network. The claim and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_multicast_fewest_counting() {
  ClaimList list("omega");
  list.add("omega.multicast.fewest.counting", "section 1 and section 3.1",
           "Group multicast of m nodes needs m - 1 steps on every Omega network, by counting: "
           "every path to Y ends on Y's output link (L, Y), so two unicasts to one node in one "
           "step share a link, a node receives at most one message per step, and each node "
           "must receive m - 1. Read off the routed paths: every Path(X,Y) with a second path "
           "into Y for L <= 8, 1024 seeded pairs of paths into one node for each 8 < L <= 64, "
           "on every budget",
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::network_sizes(),
                                       as_read(receive_counting_case, Read::printed)));
}

}  // namespace cc::omega_checks
