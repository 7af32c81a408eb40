// logp.proof.thm3_identity: section 1, proof of Theorem 3 (the identity behind the numbering).
// The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_proof_thm3_identity() {
  ClaimList list("logp");
  list.add("logp.proof.thm3_identity", "section 1, proof of Theorem 3",
           "P_i + 1 + sum_{m=0}^{k-1} f_{T_i-L-2o-mg} = P_i + 1 + f_{T_i} - f_{T_i-kg} for all "
           "L, o, g >= 1 and every k-th child (k >= 1, T_i - L - 2o - kg >= 0), f as Theorem 2 "
           "defines it: by induction on k, each step Theorem 2's case 3 at T_i - (k-1)g, which "
           "applies there (logp.proof.thm2_step proves case 3)",
           Expect::holds, Method::proof);
  return declare(list, thm3_identity_checker);
}

}  // namespace cc::logp_checks
