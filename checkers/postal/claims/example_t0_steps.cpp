// postal.example.t0_steps: section 3.1, Fig. 1. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"

namespace cc::postal_checks {

Declared claim_example_t0_steps() {
  ClaimList list("postal");
  list.add(
      "postal.example.t0_steps", "section 3.1, Fig. 1",
      "T_0 for n = 10, k = 2, lambda = 3: step 1 U_{0,1} = {1,2}; step 2 U_{0,2} = {3,4}; step 3 "
      "U_{0,3} = {5,6}; step 4 U_{0,4} = {7}, U_{1,4} = {8}, U_{2,4} = {9}; U_{x,j} is empty for "
      "j >= 5 and 0 <= x <= 9",
      Expect::holds, Method::exhaustive);
  return declare(list, example_t0_steps);
}

}  // namespace cc::postal_checks
