// logp.lemma1.corrected: section 3, Lemma 1 (K_i the children in S*, g >= o+1). The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_lemma1_corrected() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.lemma1.corrected", "section 3, Lemma 1 (K_i the children in S*, g >= o+1)",
           "For g >= o+1, N_i = T_i - K_i(o+1) + 1 (K_i children in S*) runs on the executor, the "
           "root holds 0:N-1 at T_0, and no node could take one more operand",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO})
      .extend(kRunsOZero);
  return declare(list, kit::exhaustive(domains::sstar(0, true), kit::point_case(lemma1_corrected)));
}

}  // namespace cc::logp_checks
