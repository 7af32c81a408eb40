// halfduplex.sec4.cost_optimal: section 4. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec4_cost_optimal() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec4.cost_optimal", "section 4",
           "E and F are cost optimal when n = Omega(p^2 log p): at n = the least integral "
           "n >= m p^2 ceil(log2 p) the executed cost p(C + T) is below (2 + 4/m)n, collectives "
           "of cost 2 ceil(log2 q) for q PEs. The constant: pC < 2n (Theorem 2; E and F take A's "
           "computation steps) and pT < 4p^2 ceil(log2 p) <= 4n/m (T <= 4(p - 1) ceil(log2 p), "
           "halfduplex.e.t_plogp, F's at most E's)" +
               kMergedReading + kPKM + " (F where defined)",
           Expect::holds, Method::exhaustive)
      .assume({kIntegralRun});
  return declare(list, kit::exhaustive(domains::pkm({8, 64, 128}, {2, 4, 8}, false),
                                       ef_cost(Reading::merged), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
