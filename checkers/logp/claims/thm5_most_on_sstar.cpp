// logp.thm5.most_on_sstar: section 3, Theorem 5 ("最多", the most over the schedules based on S*).
// The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm5_most_on_sstar() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm5.most_on_sstar",
           "section 3, Theorem 5 (\"最多\", the most over the schedules based on S*)",
           "Theorem 5 as printed, over the summations based on S*: no LogP schedule whose "
           "communication tree is S*(P; L, o, g) (every PE sends its sum once, to its parent in "
           "S*; send times, the order of receives and PEs without operands free) sums more than "
           "N_S operands in T cycles, and for g >= o+1 the most is N_S; the best such schedule "
           "replays on the executor (o > 0, g >= o; at g = o often no schedule on S* finishes by T "
           "at "
           "all; P <= 24, L <= 5, o <= 4, g <= 5 on ci)",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO});
  return declare(list,
                 kit::exhaustive(domains::sstar(1, false), kit::point_case(thm5_most_on_sstar)));
}

}  // namespace cc::logp_checks
