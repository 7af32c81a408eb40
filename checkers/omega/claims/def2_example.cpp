// omega.def2.example: section 2.2, Definition 2. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_def2_example() {
  ClaimList list("omega");
  list.add(
      "omega.def2.example", "section 2.2, Definition 2",
      "The high-bit operation keeps the longest common prefix and puts * elsewhere: X = 000101, "
      "Y = 001101 gives X↑Y = 00****",
      Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::one_case(), kit::point_case(def2_example)));
}

}  // namespace cc::omega_checks
