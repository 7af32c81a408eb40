// halfduplex.s.executed_corrected: section 3, S(n, p, k) (corrected). The claim as the paper states
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_s_executed_corrected() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.s.executed_corrected", "section 3, S(n, p, k) (corrected)",
           "the executed communication steps of B(n, p, k) are "
           "(2k-1)(p-1)(p+k-1)/2k - (k-1)^2(p-k-1)/k, for n >= (p^2 + kp + k + 1)/2" +
               kPKNB,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list,
                 kit::exhaustive(domains::pkn_b(), s_case(SRead::corrected), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
