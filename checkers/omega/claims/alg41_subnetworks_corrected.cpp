// omega.alg41.subnetworks.corrected: section 4.1, the paragraph after the algorithm. The claim as
// the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_alg41_subnetworks_corrected() {
  ClaimList list("omega");
  list.add("omega.alg41.subnetworks.corrected", "section 4.1, the paragraph after the algorithm",
           "There are 2^{L-k} different k-bit subnetworks {x_1 ... x_{L-k} y ... y} (1 <= k <= L), "
           "each of 2^k nodes (the 1-bit ones of two), made of two buddy (k-1)-bit subnetworks "
           "(Definition 3, node by node), the L-bit one the whole network: counted node by node "
           "(L <= 16 on ci; smoke L <= 10, deep L <= 20)",
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::subnetwork_levels(),
                                       as_read(subnetwork_count, Read::corrected)));
}

}  // namespace cc::omega_checks
