// halfduplex.alg_f.vs_e_2k: section 4 on the 2k reading. The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_f_vs_e_2k() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_f.vs_e_2k", "section 4 (the 2k reading)",
           "F(n, p, k) takes the computation steps of A and at most the communication steps of "
           "E(n, p, k) (executed, collectives of cost 2 ceil(log2 q) for q PEs)" +
               kSeparateReading + kPKNB2k,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn_b_2k(),
                                       f_vs_e(FvsE::at_most, Reading::separate), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
