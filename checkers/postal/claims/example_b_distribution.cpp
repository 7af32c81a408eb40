// postal.example.b_distribution: section 4, n = 75, p = 10. The claim as the paper states it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"

namespace cc::postal_checks {

Declared claim_example_b_distribution() {
  ClaimList list("postal");
  list.add("postal.example.b_distribution", "section 4, n = 75, p = 10",
           "With n = 75 and p = 10, PE 0 to PE 4 each hold 8 values and PE 5 to PE 9 each hold 7",
           Expect::holds, Method::exhaustive);
  return declare(list, example_b_distribution);
}

}  // namespace cc::postal_checks
