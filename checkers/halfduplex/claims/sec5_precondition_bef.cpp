// halfduplex.sec5.precondition_bef: section 5. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec5_precondition_bef() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec5.precondition_bef", "section 5",
           "\"We can see that the same is also true for the other algorithms introduced in this "
           "paper\": for B, E and F (where defined), n >= (p^2 + kp + k + 1)/2 implies every PE "
           "computes at least one value in every phase >= 2 (executed, integer split)" +
               kPKN,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list,
                 kit::exhaustive(domains::pkn(), on_run(precondition_bef_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
