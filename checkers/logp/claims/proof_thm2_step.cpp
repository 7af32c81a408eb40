// logp.proof.thm2_step: section 1, proof of Theorem 2 (case 3). The claim as the paper states it
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_proof_thm2_step() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.proof.thm2_step", "section 1, proof of Theorem 2 (case 3)",
           "f_n - f_{n-g} = f_{n-L-2o} follows from f_n = 1 + sum_{m=0}^{k} f_{n-L-2o-mg}, "
           "k = floor((n-L-2o)/g), and the same for n-g, for all L, o, g > 0 and n >= max{g, "
           "L+2o}",
           Expect::holds, Method::proof)
      .assume({kOPositive});
  return declare(list, thm2_step_checker);
}

}  // namespace cc::logp_checks
