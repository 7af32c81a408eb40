// omega.thm4.bitvector: section 3.2, Theorem 4. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/proof_checks.hpp"

namespace cc::omega_checks {

Declared claim_thm4_bitvector() {
  ClaimList list("omega");
  list.add("omega.thm4.bitvector", "section 3.2, Theorem 4",
           "Theorem 4 for every L-bit A, B, C, E, F, bit-precise (one query for each L <= 64 on ci "
           "and deep; smoke L <= 12)",
           Expect::holds, Method::proof);
  return declare(list, per_L(proofs::OmegaObligation::thm4));
}

}  // namespace cc::omega_checks
