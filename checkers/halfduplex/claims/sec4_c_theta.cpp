// halfduplex.sec4.c_theta: sections 3 and 4 (\"Theorem 2 gives C = Theta(n/p)\"). The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec4_c_theta() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec4.c_theta", "sections 3 and 4 (\"Theorem 2 gives C = Theta(n/p)\")",
           "C(n, p, k) = Theta(n/p): at every n = m(p^2 + kp + k + 1)/2 the executed computation "
           "steps of A satisfy (2p - 1)n/p^2 - 1 <= C < 2n/p - 1, so n/p - 1 < C < 2n/p - 1. The "
           "constants: C + 1 = (2n/p)(1 - (k + 1)/(p^2 + kp + k + 1)) by Theorem 2, and "
           "0 < (k + 1)/(p^2 + kp + k + 1) <= 1/2p, equal at k = p - 1 (where the lower bound is "
           "attained); every p = kq + 1 with p <= 8 (smoke), 48 (ci), 64 (deep), every k, "
           "m <= 4 (smoke), 8 (ci), 16 (deep)",
           Expect::holds, Method::exhaustive)
      .assume({kIntegralRun});
  return declare(list, kit::exhaustive(domains::pkm({8, 48, 64}, {4, 8, 16}, false),
                                       on_variant(c_theta_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
