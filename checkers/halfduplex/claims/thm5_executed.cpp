// halfduplex.thm5.executed: section 2, Theorem 5 (executed). The claim as the paper states it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm5_executed() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm5.executed", "section 2, Theorem 5 (executed)",
           "on the executed communication steps, n meeting every precondition: d > a implies "
           "R(n,d,k) > R(n,a,k); for k >= 2 and p >= 2k^2 - 3k + 1, R(n,p,k) <= R(n,p,1) and "
           "R(n,p,2) <= R(n,p,k) < R(n,p,k+1); for k >= 2 and p < 2k^2 - 3k + 1, "
           "R(n,p,1) < R(n,p,k) < R(n,p,k+1) (comparisons where p = 2q + 1, (k+1)q + 1)" +
               kPKN,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn(), on_run(thm5_case)));
}

}  // namespace cc::halfduplex_checks
