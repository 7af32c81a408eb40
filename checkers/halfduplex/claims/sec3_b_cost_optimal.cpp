// halfduplex.sec3.b_cost_optimal: section 3. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec3_b_cost_optimal() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec3.b_cost_optimal", "section 3",
           "\"Algorithm B is also cost optimal when n = Omega(p^3)\": at n = the least integral "
           "n >= m p^3 the executed cost p(C + S) is below (2 + 5/(4m))n. The constant: pC < 2n "
           "(Theorem 2; B takes A's computation steps) and pS < 5p^3/4 <= 5n/(4m) (S < 5p^2/4, "
           "halfduplex.s.theta; 5/4 is approached at p = 2k + 1); every p = kq + 1 with k >= 2, "
           "p >= 2k + 1, p <= 12 (smoke), 64 (ci), 128 (deep), m <= 2 (smoke), 4 (ci), 8 (deep)",
           Expect::holds, Method::exhaustive)
      .assume({kIntegralRun});
  return declare(list, kit::exhaustive(domains::pkm({12, 64, 128}, {2, 4, 8}, true),
                                       cost({Algorithm::B, false, 5, 4}), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
