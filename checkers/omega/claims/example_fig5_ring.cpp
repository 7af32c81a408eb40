// omega.example.fig5_ring: section 4.1, the example {0,2,3,5,6} and Fig. 5. The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_example_fig5_ring() {
  ClaimList list("omega");
  list.add(
      "omega.example.fig5_ring", "section 4.1, the example {0,2,3,5,6} and Fig. 5",
      "On the 8 x 8 network the selected nodes {0,2,3,5,6} are looped in 3 steps: steps 1 and 2 "
      "work on the 1-bit and 2-bit subnetworks, step 3 merges the rings of the two 2-bit "
      "subnetworks, and the ring order is {0,3,2,5,6}: 0 -> 3, 3 -> 2, 2 -> 5, 5 -> 6, 6 -> 0, "
      "five paths used at once without conflict (Fig. 5 itself is not in our copy)",
      Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::one_case(), on_variant(fig5_ring), builds_ring()));
}

}  // namespace cc::omega_checks
