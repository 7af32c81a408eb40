// omega.thm1.abstraction_exact: section 3.1, Theorem 1 (integer abstraction). The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/proof_checks.hpp"

namespace cc::omega_checks {

Declared claim_thm1_abstraction_exact() {
  ClaimList list("omega");
  list.add("omega.thm1.abstraction_exact", "section 3.1, Theorem 1 (integer abstraction)",
           "The abstraction is exact, bit-precise: for every L-bit X, Y, W, Z and every stage j in "
           "0..L, the stage-j links of Path(X,Y) and Path(W,Z) are equal iff s >= L-j and t >= j, "
           "where s = L - Ast(X↓W) and t = L - Ast(Y↑Z) (one query for each L <= 64 on ci and "
           "deep; smoke L <= 12)",
           Expect::holds, Method::proof);
  return declare(list, per_L(proofs::OmegaObligation::exact));
}

}  // namespace cc::omega_checks
