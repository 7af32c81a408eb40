// logp.def4.tstar: section 1, Definition 4 and section 2 (broadcast, reconstructed). The claim as
// the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_def4_tstar() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.def4.tstar", "section 1, Definition 4 and section 2 (broadcast, reconstructed)",
           "T*(P; L, o, g), the first P nodes of OBT(f_T) in preorder (f_{T-1} < P <= f_T), run "
           "as the broadcast of section 2 (each node sends to its k-th child kg after it holds "
           "the message) is a valid LogP broadcast of all P PEs whose time is the optimum of the "
           "exhaustive search, min{T | f_T >= P}, for every P (g >= o, o >= 0)",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO})
      .extend(kRunsOZero);
  return declare(list, kit::exhaustive(domains::tstar(), on_broadcast(def4_tstar), runs_variant()));
}

}  // namespace cc::logp_checks
