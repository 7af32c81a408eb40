// omega.def1.example: section 2.2, Definition 1. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_def1_example() {
  ClaimList list("omega");
  list.add(
      "omega.def1.example", "section 2.2, Definition 1",
      "The low-bit operation keeps the longest common suffix and puts * elsewhere: X = 000101, "
      "Y = 001101 gives X↓Y = ***101",
      Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::one_case(), kit::point_case(def1_example)));
}

}  // namespace cc::omega_checks
