// halfduplex.e.t_plogp_2k: section 4, Algorithm E on the 2k reading. The claim as the paper states
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_e_t_plogp_2k() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.e.t_plogp_2k", "section 4, Algorithm E (the 2k reading)",
           "E(n, p, k) takes the computation steps of A and T(n, p, k) = O(p log p) "
           "communication steps: at most 4(p - 1) ceil(log2 p) with collectives of cost "
           "2 ceil(log2 p) (executed; 2k collectives per level, (p - 1)/k levels)" +
               kSeparateReading + kPKN2k,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn_2k(), e_t(Reading::separate)));
}

}  // namespace cc::halfduplex_checks
