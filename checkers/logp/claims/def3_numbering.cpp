// logp.def3.numbering: section 1, Definition 3. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_def3_numbering() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.def3.numbering", "section 1, Definition 3",
           "In OBT(f_T; L, o, g) with root P_0, Definition 3's numbers (the k-th child of P_i is "
           "(P_i + 1 + C_0 + ... + C_{k-1}) mod P) are a bijection onto 0..P-1 for every P_0",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO})
      .extend(kRunsOZeroAndGBelowO);
  return declare(list, kit::exhaustive(domains::numbering(), kit::point_case(def3_numbering)));
}

}  // namespace cc::logp_checks
