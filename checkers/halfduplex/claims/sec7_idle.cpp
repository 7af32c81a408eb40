// halfduplex.sec7.idle: section 7's idle last k PEs in phase 1, where the first p - k PEs
// communicate (p - k >= 2). The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec7_idle() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec7.idle", "section 7 (with section 3), for p - k >= 2",
           "for the presented algorithms with p - k >= 2, the last k PEs are idle for some "
           "amount of time in phase 1: with phase 1 timed per lane (the first p - k PEs: the "
           "recursion's computation and communication steps; the last k: their c - 1 "
           "computation steps and, in B and F, the moved parts), the last k PEs' lane takes at "
           "most the other's computation and communication steps and fewer of one, so they "
           "finish first for every tau > 0 (A, B, E, F; collectives at 2 ceil(log2 q) and, "
           "bracketed, at the figures' 2 log2 q; executed at n = m(p^2 + kp + k + 1)/2)" +
               kMergedReading +
               "; every p = kq + 1 with p - k >= 2, p <= 8 (smoke), 32 (ci), 64 (deep), every "
               "k, m <= 1 (smoke), 2 (ci, deep)",
           Expect::holds, Method::exhaustive)
      .assume({kPKQ, kIntegralRun});
  return declare(list, kit::exhaustive(domains::pkm({8, 32, 64}, {1, 2, 2}, false),
                                       on_variant(sec7_idle_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
