// logp.sum.optimum_count: section 3 (the most operands in T_B cycles, corrected). The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_sum_optimum_count() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.sum.optimum_count", "section 3 (the most operands in T_B cycles, corrected)",
           "The most operands any LogP summation schedule on P PEs sums into one PE by T_B "
           "(the search over every schedule): its schedule replays on the executor (the root "
           "holds 0:M-1 by T_B), and M is no less than the best schedule on S* (so M >= N_S for "
           "g >= o+1; o > 0, g >= o; P <= 24, L <= 5, o <= 4, g <= 5 on ci)",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO});
  return declare(list,
                 kit::exhaustive(domains::sstar(1, false), kit::point_case(sum_optimum_count)));
}

}  // namespace cc::logp_checks
