// halfduplex.thm6.below_cubic: section 2, Theorem 6 (growth). The claim as the paper states it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm6_below_cubic() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm6.below_cubic", "section 2, Theorem 6 (growth)",
           "below n = Omega(p^3) A is not cost optimal: at n = the least integral n >= m p^2 the "
           "executed cost p(C + R) is at least 3(p - 1)n/(4(m + 1)), a cost per input that "
           "grows linearly in p at every fixed m (pR >= 3p^2(p - 1)/4 by Theorem 4, since "
           "(2k - 1)/2k >= 3/4 for k >= 2, and n < (m + 1)p^2); collcheck's statement of why "
           "the paper needs p^3, not the paper's" +
               kPKM,
           Expect::holds, Method::exhaustive)
      .assume({kIntegralRun});
  return declare(list, kit::exhaustive(domains::pkm({8, 64, 128}, {2, 4, 8}, false),
                                       cost({Algorithm::A, true, 3, 4}), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
