// omega.def3.buddy_disjoint: section 3.2, Definition 3 and the paragraph after Fig. 3. The claim as
// the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_def3_buddy_disjoint() {
  ClaimList list("omega");
  list.add("omega.def3.buddy_disjoint", "section 3.2, Definition 3 and the paragraph after Fig. 3",
           "If C_1 and C_2 are buddy k-bit subnetworks (Definition 3, tested node by node), every "
           "path with source and destination in C_1 is disjoint from every path with source and "
           "destination in C_2 (every buddy pair, every k < L, networks L <= 8 on ci and deep; "
           "smoke L <= 5)",
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::buddy_pairs(), as_read(def3_case, Read::printed)));
}

}  // namespace cc::omega_checks
