// logp.thm2.reach: section 1, Theorem 2 (P(T; L, o, g) = f_T). The claim as the paper states it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm2_reach() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add(
          "logp.thm2.reach", "section 1, Theorem 2 (P(T; L, o, g) = f_T)",
          "For all T >= 0 and L, o, g > 0, the most PEs any LogP broadcast schedule informs by "
          "time T is f_T",
          Expect::refuted, Method::exhaustive,
          Finding{Kind::beyond_scope,
                  "P(T; L, o, g) = f_T for g >= o, as the paper assumes (logp.thm2.reach_effective "
                  "with max{g, o} = g); for g < o it holds with g replaced by max{g, o} (a PE's "
                  "sends are max{g, o} apart: o of overhead each)",
                  "logp.thm2.reach_effective",
                  "the counterexample needs g < o; the paper's model section says g is at least "
                  "o, and inside g >= o the theorem holds as printed",
                  {kGAtLeastO, kThm2Positive},
                  {{"L", 1}, {"o", 2}, {"g", 1}}})
      .assume({kGeO})
      .extend("every g >= 1, also g < o, which the paper's model excludes");
  return declare(list, kit::exhaustive(domains::reach(1), on_budget(thm2_reach)));
}

}  // namespace cc::logp_checks
