// omega.thm1.disjointness: section 3.1, Theorem 1. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "spec/claims/omega_assumptions.hpp"

namespace cc::omega_checks {

Declared claim_thm1_disjointness() {
  using namespace omega_paper;
  ClaimList list("omega");
  list.add("omega.thm1.disjointness", "section 3.1, Theorem 1",
           "In the N x N Omega network, L = log2 N, " + kThm1 +
               ", for every ordered pair of distinct paths; disjoint means sharing none of the L+1 "
               "links (stage, address) of the switch-level route: the input link, the L-1 links "
               "between stages and the output link (stages 0..L). Checked on the network for every "
               "pair of paths of the networks with L <= 8 on ci and deep (smoke L <= 4); for every "
               "L <= 64 only on the paper's address formula (omega.thm1.bitvector)",
           Expect::holds, Method::exhaustive);
  return declare(list, thm1_reader(thm1_all_printed));
}

}  // namespace cc::omega_checks
