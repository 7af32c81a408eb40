// omega.thm3.bitvector: section 3.2, Theorem 3. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/proof_checks.hpp"

namespace cc::omega_checks {

Declared claim_thm3_bitvector() {
  ClaimList list("omega");
  list.add("omega.thm3.bitvector", "section 3.2, Theorem 3",
           "Theorem 3 for every L-bit X, Y, Z, bit-precise (Ast counted bit by bit; one query for "
           "each L <= 64 on ci and deep, smoke L <= 12)",
           Expect::holds, Method::proof);
  return declare(list, per_L(proofs::OmegaObligation::thm3));
}

}  // namespace cc::omega_checks
