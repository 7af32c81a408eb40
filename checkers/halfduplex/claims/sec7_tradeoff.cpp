// halfduplex.sec7.tradeoff: the abstract's and section 7's trade-off between computation and
// communication steps within each family, where a family has at least two members (A and E at
// p = 3 excepted). The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec7_tradeoff() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec7.tradeoff", "abstract; section 7 (except A and E at p = 3)",
           "each of the four families provides the flexibility of using either fewer "
           "computation steps or fewer communication steps: at every p at which a family has "
           "at least two members (k | p - 1; B and F: k >= 2, p >= 2k + 1), except A and E at "
           "p = 3, its member with the fewest computation steps (the largest k, Theorem 3) is "
           "not one with the fewest communication steps, so which member is fastest depends on "
           "tau (each member executed at its least integral n, (p^2 + kp + k + 1)/2, compared by "
           "computation steps per input and by communication steps; a collective of q PEs "
           "costing 2 log2 q, bracketed)" +
               kMergedReading + "; every p <= 20 (smoke), 32 (ci), 64 (deep)",
           Expect::holds, Method::exhaustive)
      .assume({kIntegralRun});
  return declare(list,
                 kit::exhaustive(domains::p_only(), on_variant(tradeoff_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
