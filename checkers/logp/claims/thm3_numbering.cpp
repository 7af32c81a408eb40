// logp.thm3.numbering: section 1, Theorem 3. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm3_numbering() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm3.numbering", "section 1, Theorem 3",
           "The k-th child of (P_i, T_i) is ((P_i + 1 + f_{T_i} - f_{T_i-kg}) mod P, "
           "T_i - L - 2o - kg), for every node of OBT(f_T) and every root P_0",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO})
      .extend(kRunsOZeroAndGBelowO);
  return declare(list, kit::exhaustive(domains::numbering(), kit::point_case(thm3_numbering)));
}

}  // namespace cc::logp_checks
