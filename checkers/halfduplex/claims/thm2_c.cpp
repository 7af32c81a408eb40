// halfduplex.thm2.c: section 2, Theorem 2. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm2_c() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm2.c", "section 2, Theorem 2",
           "C(n, p, k) = 2n(p + k)/(p^2 + kp + k + 1) - 1 equals the executed computation steps "
           "at every n = m(p^2 + kp + k + 1)/2 in [p, 4p^2] (where the paper's quotients are "
           "integers)" +
               kPKOnly,
           Expect::holds, Method::exhaustive)
      .assume({kPKQ, kIntegral});
  return declare(list,
                 kit::exhaustive(domains::pkn_integral(), on_variant(thm2_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
