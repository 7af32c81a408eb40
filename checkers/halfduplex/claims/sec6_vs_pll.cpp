// halfduplex.sec6.vs_pll: section 6. The claim as the paper states it and the checker that decides
// it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec6_vs_pll() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec6.vs_pll", "section 6",
           "\"The number of computation steps of any of our algorithms is less than that of PLL, "
           "but the number of communication steps is greater than that of PLL\" (PLL: 2n/p + "
           "1.44 log2 p - 1 and 1.44 log2 p + 1 steps, 10 <= p < n): at every n = "
           "m(p^2 + kp + k + 1)/2 the executed C of A, B, E and F is below 2n/p - 1 and their "
           "communication steps above 1.44 ceil(log2 p) + 1 (E and F with the paper's cost "
           "2 log2 q of a collective of q PEs); every p = kq + 1 with 10 <= p <= 16 (smoke), 32 "
           "(ci), 64 (deep), every k, m <= 2",
           Expect::holds, Method::exhaustive)
      .assume({kIntegralRun});
  return declare(list,
                 kit::exhaustive(domains::pkm_pll(), on_variant(vs_pll_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
