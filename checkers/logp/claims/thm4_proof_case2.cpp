// logp.thm4.proof_case2: section 2, proof of Theorem 4, case 2 (its condition reconstructed: case 1
// is missing in our copy). The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm4_proof_case2() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm4.proof_case2",
           "section 2, proof of Theorem 4, case 2 (its condition reconstructed: case 1 is missing "
           "in our copy)",
           "For g <= L+2o (the case whose conclusion survives) and every T >= 0 (up to T = 200): "
           "g log2(f_T) <= T < (L+2o) log2(2 f_T), in exact integers; L, o >= 1, g >= o",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO});
  return declare(list,
                 kit::exhaustive(domains::counting_g_ge_o(true), on_budget(thm4_proof_case2)));
}

}  // namespace cc::logp_checks
