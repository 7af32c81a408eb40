// halfduplex.e.t_plogp: section 4, Algorithm E. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_e_t_plogp() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.e.t_plogp", "section 4, Algorithm E",
           "E(n, p, k) takes the computation steps of A and T(n, p, k) = O(p log p) "
           "communication steps: at most 4(p - 1) ceil(log2 p) with collectives of cost "
           "2 ceil(log2 p) (executed)" +
               kMergedReading + kPKN,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn(), e_t(Reading::merged)));
}

}  // namespace cc::halfduplex_checks
