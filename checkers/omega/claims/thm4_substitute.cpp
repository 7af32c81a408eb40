// omega.thm4.substitute: section 3.2, Theorem 4. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm4_substitute() {
  ClaimList list("omega");
  list.add("omega.thm4.substitute", "section 3.2, Theorem 4",
           "If Path(A,B) and Path(E,F) are disjoint and a node C has Ast(C↓E) >= Ast(C↓A), then "
           "Path(C,B) and Path(E,F) are disjoint (every A, B, C, E, F of the networks L <= 6 on "
           "ci and deep; smoke L <= 4)",
           Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::substitutions(), as_read(thm4_case, Read::printed)));
}

}  // namespace cc::omega_checks
