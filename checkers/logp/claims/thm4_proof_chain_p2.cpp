// logp.thm4.proof_chain_p2: section 2, proof of Theorem 4 (P >= 2). The claim as the paper states
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm4_proof_chain_p2() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm4.proof_chain_p2", "section 2, proof of Theorem 4 (P >= 2)",
           "For P >= 2 and T = T_B: P <= f_T <= 2 f_{T-min{g, L+2o}} <= 2 f_{T-1} < 2P",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO})
      .extend(kRunsGBelowO);
  return declare(list, kit::exhaustive(domains::chain(true), kit::point_case(thm4_chain_p2)));
}

}  // namespace cc::logp_checks
