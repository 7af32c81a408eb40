// omega.sec5.permutations: section 5, the last paragraph (blocking networks, a small part of the
// permutations). The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_sec5_permutations() {
  ClaimList list("omega");
  list.add("omega.sec5.permutations", "section 5",
           "The Omega network is a blocking network that realizes only a small part of the "
           "permutations: one pass (every path of the permutation set up at once, no shared "
           "link) realizes exactly 2^{(N/2)L} of the N! permutations, 2, 16 and 4096 of 2, 24 "
           "and 40320 for N = 2, 4, 8 (every permutation routed by destination tags; every one "
           "of the 2^{(N/2)L} switch settings run, each giving a different one of them), so it "
           "is blocking from N = 4 on; the fraction is 1, 2/3 and 4096/40320 (10.2 %) at N = 2, "
           "4, 8, and below 1/4096 at N = 16 and 32 (the switch settings bound it); every "
           "budget",
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::permutation_sizes(),
                                       as_read(permutations_case, Read::printed)));
}

}  // namespace cc::omega_checks
