// halfduplex.sec4.e_reduces_from_4: the corrected form of halfduplex.sec4.e_reduces:
// from p = 4 on, E and F take fewer communication steps than A and B when a collective of q PEs
// costs ceil(log2 q). The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec4_e_reduces_from_4() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec4.e_reduces_from_4", "abstract; sections 1, 4 and 7 (corrected)",
           "for p >= 4, E(n, p, k) takes fewer communication steps than A(n, p, k), and F(n, "
           "p, k) fewer than B(n, p, k) where defined, a collective involving q PEs costing "
           "ceil(log2 q) steps (the fewest any half-duplex collective of q PEs takes; executed "
           "at the least integral n, (p^2 + kp + k + 1)/2)" +
               kMergedReading + "; every p = kq + 1 with 4 <= p <= 20 (smoke), 64 (ci, deep), "
               "every k",
           Expect::holds, Method::exhaustive)
      .assume({kPKQ, kIntegralRun});
  return declare(list,
                 kit::exhaustive(domains::pk_from(4), e_reduces(ReduceCost::least), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
