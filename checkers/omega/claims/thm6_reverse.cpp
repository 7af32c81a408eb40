// omega.thm6.reverse: section 4.2, Theorem 6. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm6_reverse() {
  ClaimList list("omega");
  list.add("omega.thm6.reverse", "section 4.2, Theorem 6",
           "For any two distinct nodes A and B, Path(A,B) and Path(B,A) are disjoint (every pair "
           "of the networks L <= 10 on ci; smoke L <= 6, deep L <= 12)",
           Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::one_address("A"), as_read(thm6_case, Read::printed)));
}

}  // namespace cc::omega_checks
