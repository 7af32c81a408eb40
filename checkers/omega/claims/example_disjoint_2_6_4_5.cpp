// omega.example.disjoint_2_6_4_5: section 3.2, the example after Theorem 2. The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_example_disjoint_2_6_4_5() {
  ClaimList list("omega");
  list.add(
      "omega.example.disjoint_2_6_4_5", "section 3.2, the example after Theorem 2",
      "In the 8 x 8 network, Path(2,6) and Path(4,5) are disjoint: Ast(010↓100) + Ast(110↑101) "
      "= 2 + 2 = 4 > 3",
      Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::one_case(), kit::point_case(disjoint_2_6_4_5)));
}

}  // namespace cc::omega_checks
