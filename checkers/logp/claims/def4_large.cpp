// logp.def4.large: section 1, Definition 4 and section 2 (broadcast, reconstructed). The claim as
// the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_def4_large() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.def4.large", "section 1, Definition 4 and section 2 (broadcast, reconstructed)",
           "Definition 4's claim for large parameters: P <= 4096, L, g <= 32, 0 <= o <= g (random "
           "cases, P near f_T a third of the time)",
           Expect::holds, Method::property)
      .assume({kOPositive, kGeO})
      .extend(kRunsOZero);
  return declare(
      list, kit::property(domains::large_broadcasts(), on_broadcast(def4_tstar), runs_variant()));
}

}  // namespace cc::logp_checks
