// halfduplex.alg_f.vs_e: section 4. The claim as the paper states it and the checker that decides
// it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_f_vs_e() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_f.vs_e", "section 4",
           "F(n, p, k) takes the computation steps of A and at most the communication steps of "
           "E(n, p, k) (executed, collectives of cost 2 ceil(log2 q) for q PEs)" +
               kMergedReading + kPKNB,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn_b(), f_vs_e(FvsE::at_most), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
