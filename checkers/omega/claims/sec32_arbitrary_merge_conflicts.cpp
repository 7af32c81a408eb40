// omega.sec32.arbitrary_merge_conflicts: section 3.2 (paths built arbitrarily across the boundary
// conflict) and section 4.2 (the nodes must be those of the longest common suffix). The claim and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_sec32_arbitrary_merge_conflicts() {
  ClaimList list("omega");
  list.add("omega.sec32.arbitrary_merge_conflicts", "section 3.2, before Theorem 2",
           "Paths built arbitrarily across the boundary of two buddy subnetworks conflict with "
           "the existing ones: merging the rings 0 <-> 1 and 4 <-> 5 of L = 3 at (A, C) = (0, 5) "
           "(Ast(A↓C) = 3, the least is 1) gives Path(0,4) and Path(5,1), which share links with "
           "the kept Path(4,5) and Path(1,0); and the least node set (fewest nodes, then L, then "
           "the set) on which section 4.1 with case (3) merging at any pair builds a conflicting "
           "ring is {0, 1, 2, 3} of L = 2 (every node set of L <= 3, every pair, every "
           "tie-break; on every budget)",
           Expect::holds, Method::exhaustive);
  return declare(
      list, kit::exhaustive(domains::one_case(), as_read(arbitrary_merge_case, Read::printed)));
}

}  // namespace cc::omega_checks
