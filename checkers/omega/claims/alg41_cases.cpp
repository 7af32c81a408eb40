// omega.alg41.cases: section 4.1, the walk through the levels (the 3 cases of a 1-bit subnetwork,
// the 6 combinations of two buddy halves). The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_alg41_cases() {
  ClaimList list("omega");
  list.add("omega.alg41.cases", "section 4.1, the paragraphs after the algorithm",
           "At level 1 a 1-bit subnetwork has only 3 cases (no selected node, one, both); after "
           "it each holds no node, one node or a ring of 2; at every level k >= 2 the two buddy "
           "halves of a k-bit subnetwork form exactly the 6 combinations of {none, node, ring}, "
           "the first three ({node, node}, {ring, node}, {ring, ring}) become one ring and the "
           "other three are left as they are. Observed on the paper's construction after every "
           "level, every node set of the networks L <= 4 at once (smoke L <= 3); each count is "
           "of the combinations that occur",
           Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::whole_networks(), as_read(cases_case, Read::printed)));
}

}  // namespace cc::omega_checks
