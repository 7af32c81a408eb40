// halfduplex.sec4.e_reduces_from_10: the corrected form of halfduplex.sec4.e_reduces_paper_cost:
// from p = 10 on, E and F take fewer communication steps than A and B under section 6's cost of
// a collective. The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec4_e_reduces_from_10() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec4.e_reduces_from_10", "abstract; sections 1, 4 and 7 (corrected)",
           "for p >= 10, E(n, p, k) takes fewer communication steps than A(n, p, k), and F(n, "
           "p, k) fewer than B(n, p, k) where defined, a collective involving q PEs costing 2 "
           "log2 q as section 6 assumes (bracketed exactly; executed at the least integral n, "
           "(p^2 + kp + k + 1)/2)" +
               kMergedReading + "; every p = kq + 1 with 10 <= p <= 20 (smoke), 64 (ci, deep), "
               "every k",
           Expect::holds, Method::exhaustive)
      .assume({kPKQ, kIntegralRun});
  return declare(list,
                 kit::exhaustive(domains::pk_from(10), e_reduces(ReduceCost::paper), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
