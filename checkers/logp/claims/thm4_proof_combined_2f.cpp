// logp.thm4.proof_combined_2f: section 2, proof of Theorem 4 (the combined line with log(2f_T)).
// The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm4_proof_combined_2f() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm4.proof_combined_2f",
           "section 2, proof of Theorem 4 (the combined line with log(2f_T))",
           "For every T >= 0 (up to T = 200, or the last T with f_T below 2^128): min{g, L+2o} "
           "log2(f_T) <= T < max{g, L+2o} log2(2 f_T), in exact integers; L, o >= 1, g >= o",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO});
  return declare(
      list, kit::exhaustive(domains::counting_g_ge_o(false), on_budget(thm4_proof_combined_2f)));
}

}  // namespace cc::logp_checks
