// halfduplex.sec5.idle: section 5, the example n = 1024, p = 256. The claim as the paper states it
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec5_idle() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec5.idle", "section 5, the example n = 1024, p = 256",
           "for every k with 256 = kq + 1, n - v = 2kpn/(p^2 + kp + k + 1) < 8k (n - v <= 8k with "
           "the integer split) and at least 248 PEs are idle in every phase >= 2; for k = 85 "
           "Theorem 2 does not hold (executed)",
           Expect::holds, Method::exhaustive)
      .assume({kPKQ, kIntegral});
  return declare(list, kit::exhaustive(domains::sec5_k(), kit::point_case(sec5_idle_case)));
}

}  // namespace cc::halfduplex_checks
