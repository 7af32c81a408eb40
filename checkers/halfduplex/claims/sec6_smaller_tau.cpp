// halfduplex.sec6.smaller_tau: section 6, "If tau is small ... our new algorithms are more
// probable to be faster than previous ones". The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec6_smaller_tau() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec6.smaller_tau", "section 6",
           "\"If tau is small, which may be true when the binary operation (+) is matrix "
           "multiplication, our new algorithms are more probable to be faster than previous "
           "ones\": every member of A, B, E and F (where defined) takes fewer computation steps "
           "than L = A(n, p, 1) and than PLL (2n/p + 1.44 log2 p - 1), so the running times "
           "C + tau R being linear in tau, the tau at which it is faster than L (or PLL) form an "
           "interval [0, tau*) (or every tau): faster at some tau implies faster at every smaller "
           "one, and the interval's end tau* = (C(L) - C)/(R - R(L)) is reported exactly; "
           "executed at the least n at which every quotient of B and L is an integer (E and F "
           "with the paper's cost 2 log2 q of a collective), every p = kq + 1 with k >= 2, "
           "p <= 20 (smoke), 64 (ci, deep)",
           Expect::holds, Method::exhaustive)
      .assume({kKAtLeast2, kIntegralBL});
  return declare(list,
                 kit::exhaustive(domains::pk_k2(), on_variant(smaller_tau_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
