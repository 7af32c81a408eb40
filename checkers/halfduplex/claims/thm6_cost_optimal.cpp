// halfduplex.thm6.cost_optimal: section 2, Theorem 6. The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm6_cost_optimal() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm6.cost_optimal", "section 2, Theorem 6",
           "A is cost optimal when n = Omega(p^3): at n = the least n >= m p^3 at which the "
           "paper's quotients are integers (a multiple of (p^2 + kp + k + 1)/2), the executed "
           "cost p(C + R) is below (2 + 2/m)n, so below 4n and tending to 2n as m grows. The "
           "constant: pC < 2n (Theorem 2, p(p + k) < p^2 + kp + k + 1) and pR < 2p^3 <= 2n/m "
           "(Theorem 4, R < 2p^2, approached by R(n, p, p - 1) = (2p - 3)(p - 1))" +
               kPKM,
           Expect::holds, Method::exhaustive)
      .assume({kIntegralRun});
  return declare(list, kit::exhaustive(domains::pkm({8, 64, 128}, {2, 4, 8}, false),
                                       cost({Algorithm::A, false, 2, 1}), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
