// omega.thm1.switch_links.corrected: section 3.1, the text before Theorem 1. The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"

namespace cc::omega_checks {

Declared claim_thm1_switch_links_corrected() {
  ClaimList list("omega");
  list.add("omega.thm1.switch_links.corrected", "section 3.1, the text before Theorem 1",
           "Path(X,Y) and Path(W,Z) share no link of stages 1..L iff Ast(X↓W) + Ast(Y↑Z) > L or "
           "Ast(Y↑Z) = L; every pair of paths of the networks L <= 8 on ci and deep (smoke L <= 4)",
           Expect::holds, Method::exhaustive);
  return declare(list, thm1_reader(thm1_switch_corrected));
}

}  // namespace cc::omega_checks
