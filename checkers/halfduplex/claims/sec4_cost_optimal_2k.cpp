// halfduplex.sec4.cost_optimal_2k: section 4 on the 2k reading. The claim as the paper states it
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec4_cost_optimal_2k() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec4.cost_optimal_2k", "section 4 (the 2k reading)",
           "E and F are cost optimal when n = Omega(p^2 log p): at n = the least integral "
           "n >= m p^2 ceil(log2 p) the executed cost p(C + T) is below (2 + 4/m)n, collectives "
           "of cost 2 ceil(log2 q) for q PEs (the constant as in halfduplex.sec4.cost_optimal: "
           "T <= 4(p - 1) ceil(log2 p), halfduplex.e.t_plogp_2k)" +
               kSeparateReading +
               "; every p = kq + 1 with p <= 8 (smoke), 32 (ci), 64 (deep), every k, m <= 2 "
               "(smoke), 4 (ci), 8 (deep) (F where defined)",
           Expect::holds, Method::exhaustive)
      .assume({kIntegralRun});
  return declare(list, kit::exhaustive(domains::pkm({8, 32, 64}, {2, 4, 8}, false),
                                       ef_cost(Reading::separate), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
