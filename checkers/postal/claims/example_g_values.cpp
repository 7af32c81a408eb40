// postal.example.g_values: section 3.1, the example n = 10, k = 2, lambda = 3. The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"

namespace cc::postal_checks {

Declared claim_example_g_values() {
  ClaimList list("postal");
  list.add("postal.example.g_values", "section 3.1, the example n = 10, k = 2, lambda = 3",
           "G(0) = 1, G(1) = 1, G(2) = 1, G(3) = 3, G(4) = 5, G(5) = 7, G(6) = 13, so m = 6",
           Expect::holds, Method::exhaustive);
  return declare(list, example_g_values);
}

}  // namespace cc::postal_checks
