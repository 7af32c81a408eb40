// postal.example.a_sets.corrected: section 3.2, the walk-through of Algorithm A. The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"

namespace cc::postal_checks {

Declared claim_example_a_sets_corrected() {
  ClaimList list("postal");
  list.add("postal.example.a_sets.corrected", "section 3.2, the walk-through of Algorithm A",
           "The U and W sets of the walk-through of Algorithm A with W_{1,3} = {0}, as executed",
           Expect::holds, Method::exhaustive);
  return declare(list, [](const std::string& id) { return example_a_sets(id, false); });
}

}  // namespace cc::postal_checks
