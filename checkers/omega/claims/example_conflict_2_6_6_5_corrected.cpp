// omega.example.conflict_2_6_6_5.corrected: section 3.1, the example after Theorem 1. The claim as
// the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_example_conflict_2_6_6_5_corrected() {
  ClaimList list("omega");
  list.add("omega.example.conflict_2_6_6_5.corrected", "section 3.1, the example after Theorem 1",
           "In the 8 x 8 network, Path(2,6) and Path(6,5) conflict: (X↓W) = (010↓110) = *10, "
           "(Y↑Z) = (110↑101) = 1**, Ast(X↓W) + Ast(Y↑Z) = 1 + 2 = 3, not > L",
           Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::one_case(), as_read(conflict_2_6_6_5, Read::corrected)));
}

}  // namespace cc::omega_checks
