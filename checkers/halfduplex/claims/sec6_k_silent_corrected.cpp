// halfduplex.sec6.k_silent_corrected: the corrected form of halfduplex.sec6.k_silent. The claim
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec6_k_silent_corrected() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec6.k_silent_corrected", "section 6 (Figs. 4 to 8), corrected; section 2",
           "in phase 1 of A(n, p, k), B(n, p, k), E(n, p, k) and F(n, p, k) (where defined) no "
           "message passes between the first p - k PEs and the last k, and in A and E with "
           "p - k >= 2 the PEs that neither send nor receive are exactly the last k (executed "
           "at the least integral n, (p^2 + kp + k + 1)/2; phase 1 includes the recursion)" +
               kMergedReading + kPKOnly64,
           Expect::holds, Method::exhaustive)
      .assume({kPKQ, kIntegralRun});
  return declare(list,
                 kit::exhaustive(domains::pk_all(), k_silent(KSilent::corrected), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
