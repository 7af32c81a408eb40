// logp.proof.sum_algebra: section 3, proof of Theorem 5, links 2 and 3. The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_proof_sum_algebra() {
  ClaimList list("logp");
  list.add("logp.proof.sum_algebra", "section 3, proof of Theorem 5 (links 2 and 3)",
           "sum_{i=0}^{P-1} (T_i - K_i(o+1) + 1) = sum T_i - (o+1) sum K_i + P for every P and "
           "all integers T_i, K_i, o (induction on P: the empty sum, and one node more), and with "
           "sum K_i = P - 1 this is sum T_i - oP + o + 1",
           Expect::holds, Method::proof);
  return declare(list, sum_algebra_checker);
}

}  // namespace cc::logp_checks
