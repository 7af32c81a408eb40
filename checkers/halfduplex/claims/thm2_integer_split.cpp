// halfduplex.thm2.integer_split: section 2, Theorem 2 (integer split). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm2_integer_split() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm2.integer_split", "section 2, Theorem 2 (integer split)",
           "with the integer split, the executed computation steps are at least "
           "2n(p + k)/(p^2 + kp + k + 1) - 1" +
               kPKN,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn(), on_run(thm2_split_case)));
}

}  // namespace cc::halfduplex_checks
