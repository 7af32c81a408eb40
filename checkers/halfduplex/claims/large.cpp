// halfduplex.large: sections 2 to 5 (p up to 1024). The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_large() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.large", "sections 2 to 5 (p up to 1024)",
           "A, B, E and F up to p = 1024 (RapidCheck, 20 (smoke), 150 (ci), 2000 (deep) cases; n "
           "log-uniform in [p, 4p^2] or next to the precondition) obey the model and leave every "
           "prefix; where n >= (p^2+kp+k+1)/2, A's "
           "R is Theorem 4's, B's S the corrected S, E's T at most 4(p-1) ceil(log2 p), F's at "
           "most E's",
           Expect::holds, Method::property)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list,
                 kit::property(domains::large_sample(), on_run(large_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
