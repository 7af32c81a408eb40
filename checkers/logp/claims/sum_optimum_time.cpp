// logp.sum.optimum_time: section 3 (the least time for N operands, corrected). The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_sum_optimum_time() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.sum.optimum_time", "section 3 (the least time for N operands, corrected)",
           "For g >= o+1 and N = N_S + extra, the least time any LogP summation schedule on P PEs "
           "needs for N operands (the search) is at most T_B + ceil((N - N_S)/P); the search's "
           "schedule replays on the executor with exactly N operands, and one cycle less sums "
           "fewer than N (o > 0; P <= 12, L <= 5, o <= 4, g <= 5, extra <= 12 on ci)",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO});
  return declare(list,
                 kit::exhaustive(domains::least_time(true), kit::point_case(sum_optimum_time)));
}

}  // namespace cc::logp_checks
