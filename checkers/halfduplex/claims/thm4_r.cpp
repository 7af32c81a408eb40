// halfduplex.thm4.r: section 2, Theorem 4. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm4_r() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm4.r", "section 2, Theorem 4",
           "R(n, p, 1) = p(p - 1); R(n, p, k) = (2k - 1)(p - 1)(p + k - 1)/2k for k >= 2: equals "
           "the executed communication steps for every n >= (p^2 + kp + k + 1)/2 (integer split)" +
               kPKN,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn(), on_run(thm4_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
