// halfduplex.sec6.b_faster_corrected: section 6 (corrected). The claim as the paper states it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec6_b_faster_corrected() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec6.b_faster_corrected", "section 6 (corrected)",
           "S(n, p, k) < R(n, p, 1) exactly when p^2 - kp - 2k^3 + 6k^2 - 4k > (k-1)(2k-1) "
           "(executed at the least n integral for both B(n, p, k) and L(n, p, 1))" +
               kPKBFixed,
           Expect::holds, Method::exhaustive)
      .assume({kPKQ, kIntegral});
  return declare(list, kit::exhaustive(domains::pk_b(), b_vs_l(BvsL::faster_corrected)));
}

}  // namespace cc::halfduplex_checks
