// postal.algB.optimal: section 1, section 4 and section 5. The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "spec/claims/postal_assumptions.hpp"

namespace cc::postal_checks {

Declared claim_algB_optimal() {
  using namespace postal_paper;
  ClaimList list("postal");
  list.add(
          "postal.algB.optimal", "section 1, section 4 and section 5",
          "Algorithm B finishes in the fewest communication steps possible with p < n PEs: every "
          "PE holds at least one value and needs v(0) (PE 0's), so by Theorem 1 with n := p no "
          "k-port lambda-postal schedule on p PEs gets v(0) to all of them within m_p - 1 steps, "
          "m_p = min{j | G(j) >= p}, one does within m_p (every schedule, by the exhaustive "
          "search over the counts of PEs holding v(0) or awaiting it d steps; the witness within "
          "m_p steps replayed on the executor), and B finishes in m_p steps (executed, n = p + 1 "
          "and n = 2p + 1). Every p <= 32, k, lambda <= 4 on ci (smoke p <= 12; deep p <= 64)",
          Expect::holds, Method::exhaustive)
      .assume({kKAtLeast1,
               kLambdaAtLeast1,
               {"every PE needs v(0)", kEveryPeNeedsV0, [](const CaseValues&) { return true; }}});
  return declare(list, [](const std::string& id) { return algb_optimal_checker(id, 0); });
}

}  // namespace cc::postal_checks
