// halfduplex.r_minus_s.corrected: section 6 (corrected). The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_r_minus_s_corrected() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.r_minus_s.corrected", "section 6 (corrected)",
           "R(n, p, 1) - S(n, p, k) = (p^2 - kp - 2k^3 + 6k^2 - 4k - (k-1)(2k-1))/2k on the "
           "executed counts (n meeting both preconditions)" +
               kPKNB,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn_b(), b_vs_l(BvsL::corrected)));
}

}  // namespace cc::halfduplex_checks
