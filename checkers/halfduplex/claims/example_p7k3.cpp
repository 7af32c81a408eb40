// halfduplex.example.p7k3: section 2, second example. The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_example_p7k3() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.example.p7k3", "section 2, second example",
           "A(n, 7, 3): v = 16n/37, phase 1 takes 7n/37 - 1 steps, C(n, 7, 3) = 10n/37 - 1, "
           "R(n, 7, 3) = 45 (executed at n = 37m, where the paper's quotients are integers; m <= 8 "
           "(smoke), 256 (ci, deep))",
           Expect::holds, Method::exhaustive)
      .assume({kPKQ, kIntegral});
  return declare(list, kit::exhaustive(domains::example_m(), kit::point_case(p7k3_case)));
}

}  // namespace cc::halfduplex_checks
