// omega.thm5.large: section 3.3, Theorem 5. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm5_large() {
  ClaimList list("omega");
  list.add("omega.thm5.large", "section 3.3, Theorem 5",
           "Theorem 5 (the replaced paths left out) for random disjoint path sets of larger buddy "
           "subnetworks: 200 random cases with L <= 12 on ci (smoke 20 with L <= 8, deep 2000 "
           "with L <= 14)",
           Expect::holds, Method::property);
  return declare(list, kit::property(domains::buddy_sample(), kit::point_case(thm5_random)));
}

}  // namespace cc::omega_checks
