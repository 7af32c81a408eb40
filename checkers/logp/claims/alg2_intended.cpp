// logp.alg2.intended: section 3, Algorithm 2 (as intended) and Theorem 6. The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_alg2_intended() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.alg2.intended", "section 3, Algorithm 2 (as intended) and Theorem 6",
           "For g >= o+1 and N >= N_S, Algorithm 2 as intended leaves 0:N-1 (every operand once, "
           "in order) on P_0 at T_B + ceil((N - N_S)/P)",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO})
      .extend(kRunsOZero);
  return declare(
      list, kit::exhaustive(domains::alg2(0, true), on_summation(alg2_intended), runs_variant()));
}

}  // namespace cc::logp_checks
