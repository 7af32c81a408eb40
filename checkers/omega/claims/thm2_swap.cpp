// omega.thm2.swap: section 3.2, Theorem 2. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm2_swap() {
  ClaimList list("omega");
  list.add("omega.thm2.swap", "section 3.2, Theorem 2",
           "If Path(A,B) and Path(C,D) are disjoint, then Path(A,D) and Path(C,B) are disjoint (on "
           "the switch-level network, every link counted; every A, B, C, D of the networks L <= 6 "
           "on ci, smoke L <= 4, deep L <= 7)",
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::swap_pairs(), as_read(thm2_case, Read::printed)));
}

}  // namespace cc::omega_checks
