// omega.thm2.bitvector: section 3.2, Theorem 2. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/proof_checks.hpp"

namespace cc::omega_checks {

Declared claim_thm2_bitvector() {
  ClaimList list("omega");
  list.add("omega.thm2.bitvector", "section 3.2, Theorem 2",
           "Theorem 2 for every L-bit A, B, C, D, bit-precise (links as bit-vector "
           "concatenations; one query for each L <= 64 on ci and deep, smoke L <= 12)",
           Expect::holds, Method::proof);
  return declare(list, per_L(proofs::OmegaObligation::thm2));
}

}  // namespace cc::omega_checks
