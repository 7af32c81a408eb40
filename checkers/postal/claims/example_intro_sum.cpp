// postal.example.intro_sum: section 1, the example of a prefix computation (3, 6, 8 with
// addition). The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/domains.hpp"

namespace cc::postal_checks {

Declared claim_example_intro_sum() {
  ClaimList list("postal");
  list.add("postal.example.intro_sum", "section 1, the example of a prefix computation",
           "For the three values 3, 6, 8 and addition the prefix computation gives 3, 9, 17: "
           "Algorithm A on n = 3 PEs with c = 3, 6, 8 and + as its operation (the values "
           "themselves sent and added on the executor, not interval witnesses) ends with "
           "c(0), c(1), c(2) = 3, 9, 17; every k, lambda <= 3 on every budget",
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::intro_n3(), on_variant(check_intro_sum), runs_a()));
}

}  // namespace cc::postal_checks
