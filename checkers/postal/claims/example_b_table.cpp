// postal.example.b_table: section 4, C_j and D_j for n = 80, p = 10, k = 2, lambda = 3. The claim
// as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"

namespace cc::postal_checks {

Declared claim_example_b_table() {
  ClaimList list("postal");
  list.add("postal.example.b_table", "section 4, C_j and D_j for n = 80, p = 10, k = 2, lambda = 3",
           "The C_0 .. C_6 and D_0 .. D_6 tables and the U and W sets of the walk-through of "
           "Algorithm B, and u(8i+j) = 0:(8i+j) at the end",
           Expect::holds, Method::exhaustive);
  return declare(list, example_b_table);
}

}  // namespace cc::postal_checks
