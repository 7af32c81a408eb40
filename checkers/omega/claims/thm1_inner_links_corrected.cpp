// omega.thm1.inner_links.corrected: section 3.1. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"

namespace cc::omega_checks {

Declared claim_thm1_inner_links_corrected() {
  ClaimList list("omega");
  list.add("omega.thm1.inner_links.corrected", "section 3.1",
           "Path(X,Y) and Path(W,Z) share no link of stages 1..L-1 iff Ast(X↓W) + Ast(Y↑Z) > L or "
           "Ast(X↓W) = L or Ast(Y↑Z) = L; every pair of paths of the networks L <= 8 on ci and "
           "deep (smoke L <= 4)",
           Expect::holds, Method::exhaustive);
  return declare(list, thm1_reader(thm1_inner_corrected));
}

}  // namespace cc::omega_checks
