// omega.thm1.bitvector: section 3.1, Theorem 1. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/proof_checks.hpp"

namespace cc::omega_checks {

Declared claim_thm1_bitvector() {
  ClaimList list("omega");
  list.add(
      "omega.thm1.bitvector", "section 3.1, Theorem 1",
      "Theorem 1 for every L-bit X, Y, W, Z, bit-precise: the stage-j link of Path(X,Y) is the "
      "bit-vector concatenation of the low L-j bits of X and the high j bits of Y (j = 0..L), "
      "Ast is the number of * of X↓W and Y↑Z bit by bit, and some link is shared iff "
      "Ast(X↓W) + Ast(Y↑Z) <= L (one query for each L <= 64 on ci and deep; smoke L <= 12)",
      Expect::holds, Method::proof);
  return declare(list, per_L(proofs::OmegaObligation::thm1));
}

}  // namespace cc::omega_checks
