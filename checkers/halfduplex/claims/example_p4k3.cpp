// halfduplex.example.p4k3: section 2, first example. The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_example_p4k3() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.example.p4k3", "section 2, first example",
           "A(n, 4, 3): v = n/4, phase 1 takes n/4 - 1 steps, C(n, 4, 3) = 7n/16 - 1, "
           "R(n, 4, 3) = 15 (executed at n = 16m, where the paper's quotients are integers; m <= 8 "
           "(smoke), 256 (ci, deep))",
           Expect::holds, Method::exhaustive)
      .assume({kPKQ, kIntegral});
  return declare(list, kit::exhaustive(domains::example_m(), kit::point_case(p4k3_case)));
}

}  // namespace cc::halfduplex_checks
