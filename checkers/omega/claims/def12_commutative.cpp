// omega.def12.commutative: section 3.2, proof of Theorem 2. The claim as the paper states it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_def12_commutative() {
  ClaimList list("omega");
  list.add("omega.def12.commutative", "section 3.2, proof of Theorem 2",
           "↑ is commutative, (B↑D) = (D↑B), and so is ↓ (the patterns, not only their Ast); every "
           "pair of L-bit addresses, L <= 10 on ci (smoke L <= 6, deep L <= 12)",
           Expect::holds, Method::exhaustive);
  return declare(
      list, kit::exhaustive(domains::one_address("X"), as_read(commutative_case, Read::printed)));
}

}  // namespace cc::omega_checks
