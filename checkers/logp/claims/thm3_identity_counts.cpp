// logp.thm3.identity_counts: section 1, proof of Theorem 3, on GBT's counts. The claim and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm3_identity_counts() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm3.identity_counts", "section 1, proof of Theorem 3 (on the counts of GBT)",
           "The k-th child's number in the proof, P_i + 1 + sum_{m=0}^{k-1} f_{T_i-L-2o-mg} (the "
           "sizes of the earlier siblings' subtrees, Definition 3), equals P_i + 1 + f_{T_i} - "
           "f_{T_i-kg} with f_T the nodes of GBT(L, o, g) labelled <= T, counted by subtree sizes, "
           "for every T_i up to 200 (smoke 60) and every k >= 1 with T_i - L - 2o - kg >= 0",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive});
  return declare(list, kit::exhaustive(domains::counting(1), on_budget(thm3_identity_counts)));
}

}  // namespace cc::logp_checks
