// halfduplex.thm3.integral: section 2, Theorem 3 (executed, integer quotients). The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm3_integral() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm3.integral", "section 2, Theorem 3 (executed, integer quotients)",
           "if d > a and e > b then C(n, a, b) > C(n, d, b) > C(n, d, e) on the executed "
           "computation steps, at every n at which the quotients of all three configurations "
           "are integers (n = m lcm of the three (p^2 + kp + k + 1)/2); every d <= 10 (smoke), "
           "24 (ci), 32 (deep) and every a, b, e with a = bq + 1, d = bq' + 1, d = eq'' + 1, "
           "m = 1 (smoke), 1..2 (ci, deep)",
           Expect::holds, Method::exhaustive)
      .assume({kIntegral3});
  return declare(list, kit::exhaustive(domains::thm3_chains(), on_variant(thm3_integral_case),
                                       runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
