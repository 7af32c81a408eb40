// postal.example.a_table: section 3.2, C_0 .. C_6 for n = 10, k = 2, lambda = 3. The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"

namespace cc::postal_checks {

Declared claim_example_a_table() {
  ClaimList list("postal");
  list.add(
      "postal.example.a_table", "section 3.2, C_0 .. C_6 for n = 10, k = 2, lambda = 3",
      "C_0 = C_1 = C_2 = <0, 1, ..., 9>; C_3 = <0, 0:1, 0:2, 1:3, 2:4, 3:5, 4:6, 5:7, 6:8, 7:9>; "
      "C_4 = <0, 0:1, 0:2, 0:3, 0:4, 1:5, 2:6, 3:7, 4:8, 5:9>; C_5 = <0, 0:1, ..., 0:6, 1:7, 2:8, "
      "3:9>; C_6 = <0, 0:1, ..., 0:9>",
      Expect::holds, Method::exhaustive);
  return declare(list, example_a_table);
}

}  // namespace cc::postal_checks
