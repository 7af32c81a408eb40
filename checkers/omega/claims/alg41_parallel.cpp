// omega.alg41.parallel: section 4.1, the paragraph after the algorithm (the 2^{L-k} steps of a
// level run in parallel). The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_alg41_parallel() {
  ClaimList list("omega");
  list.add("omega.alg41.parallel", "section 4.1, the paragraph after the algorithm",
           "The algorithm can process the 2^{L-k} steps of level k in parallel: visiting the "
           "k-bit subnetworks of every level in descending or in a seeded order builds the same "
           "rings as the paper's ascending loop (the same set of rings over every tie-break); "
           "every set of m >= 2 nodes of the networks L <= 3 on smoke and ci, L <= 4 on deep (a "
           "consistency "
           "test: each step reads and writes only its own subnetwork)",
           Expect::holds, Method::exhaustive);
  return declare(
      list, kit::exhaustive(domains::node_sets_small(), on_variant(parallel_case), builds_ring()));
}

}  // namespace cc::omega_checks
