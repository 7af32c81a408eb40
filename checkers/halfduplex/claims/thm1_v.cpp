// halfduplex.thm1.v: section 2, Theorem 1. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm1_v() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add(
          "halfduplex.thm1.v", "section 2, Theorem 1",
          "v = n/p when p = k + 1, otherwise v = n(p^2 - kp + k + 1)/(p^2 + kp + k + 1) balances "
          "phase 1: the executed A(v, p - k, k) takes exactly c - 1 = (n - v)/k - 1 computation "
          "steps, at every n = m(p^2 + kp + k + 1)/2 in [p, 4p^2] (where the paper's quotients are "
          "integers)" +
              kPKOnly,
          Expect::holds, Method::exhaustive)
      .assume({kPKQ, kIntegral});
  return declare(list, kit::exhaustive(domains::pkn_integral(), kit::point_case(thm1_case)));
}

}  // namespace cc::halfduplex_checks
