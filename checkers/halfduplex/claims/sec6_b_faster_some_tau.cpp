// halfduplex.sec6.b_faster_some_tau: section 6's "Algorithm B is faster than Algorithm L" on the
// other reading of faster (for some tau, not for every tau; docs/modelling-choices.md,
// halfduplex.sec6.faster). The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec6_b_faster_some_tau() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec6.b_faster_some_tau", "section 6",
           "when p^2 - kp - 2k^3 + 6k^2 - 4k > 0, p >= 2k + 1 and k >= 2, B is faster than L "
           "for small tau: B(n, p, k) takes fewer computation steps than L = A(n, p, 1), or as "
           "many and fewer communication steps (executed at the least n at which every "
           "quotient of B(n, p, k) and of L(n, p, 1) is an integer; the other reading of "
           "\"faster\", for some tau rather than for every tau, which the paper's \"otherwise, "
           "we need to know the value of tau\" rules out: halfduplex.sec6.b_faster_than_l is "
           "the statement on the paper's reading)" +
               kPKBFixed,
           Expect::holds, Method::exhaustive)
      .assume({kKAtLeast2, kIntegralBL});
  return declare(list, kit::exhaustive(domains::pk_b(), b_vs_l(BvsL::some_tau), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
