// postal.example.a_sets.literal: section 3.2, the walk-through of Algorithm A (as printed). The
// claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"

namespace cc::postal_checks {

Declared claim_example_a_sets_literal() {
  ClaimList list("postal");
  list.add(
          "postal.example.a_sets.literal",
          "section 3.2, the walk-through of Algorithm A (as printed)",
          "For n = 10, k = 2, lambda = 3 the U and W sets of the text: U_{i,1} = {i+1, i+2} (i < "
          "8), "
          "U_{8,1} = {9}; U_{i,2} = {i+3, i+4} (i < 6), U_{6,2} = {9}; U_{i,3} = {i+5, i+6} (i < "
          "4), "
          "U_{4,3} = {9}; U_{i,4} = {i+7} (i < 3); W_{0,3} = {}, W_{1,3} = {10}, W_{i,3} = {i-2, "
          "i-1} "
          "(2 <= i < 10); W_{i,4} = {} (i < 3), W_{3,4} = {0}, W_{i,4} = {i-4, i-3} (4 <= i < 10); "
          "W_{i,5} = {} (i < 5), W_{5,5} = {0}, W_{i,5} = {i-6, i-5} (6 <= i < 10); W_{i,6} = {} "
          "(i < 7), W_{i,6} = {i-7} (7 <= i < 10)",
          Expect::refuted, Method::exhaustive,
          Finding{
              Kind::misprint,
              "W_{1,3} = {0} (as the walk-through of Algorithm B prints it and the definition of "
              "W_{y,j} gives; PE 10 does not exist for n = 10)",
              "postal.example.a_sets.corrected",
              "{10} names a PE that does not exist; the paper's own walk-through of Algorithm B, "
              "with the same k, lambda and ten PEs, prints {0}",
              {{"section 3.2, the walk-through of Algorithm A",
                "$W_{0,3} = \\emptyset$ ， $W_{1,3} = \\{10\\}$ ，而對於 $2 \\leq i < 10$ ， "
                "$W_{i,3} = \\{i-2, i-1\\}$ 。",
                "W_{0,3} = {}, W_{1,3} = {10}, and W_{i,3} = {i-2, i-1} for 2 <= i < 10"}},
              {}})
      .intended_by({"section 4, the walk-through of Algorithm B",
                    "$W_{0,3} = \\emptyset$ ， $W_{1,3} = \\{0\\}$ ，而對於 $2 \\leq i < 10$ ， "
                    "$W_{i,3} = \\{i-2, i-1\\}$ 。",
                    "W_{0,3} = {}, W_{1,3} = {0}, and W_{i,3} = {i-2, i-1} for 2 <= i < 10"});
  return declare(list, [](const std::string& id) { return example_a_sets(id, true); });
}

}  // namespace cc::postal_checks
