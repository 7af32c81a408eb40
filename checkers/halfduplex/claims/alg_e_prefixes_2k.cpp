// halfduplex.alg_e.prefixes_2k: section 4, Algorithm E(n, p, k) on the 2k reading. The claim as
// the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_e_prefixes_2k() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_e.prefixes_2k", "section 4, Algorithm E(n, p, k) (the 2k reading)",
           "E(n, p, k) on the 2k reading (A with one broadcast of y and one scatter in every "
           "phase, phase k+1 too, where P_p roots both: 2k collectives per level) obeys the "
           "model and leaves every prefix" +
               kPKN2k,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn_2k(), prefixes(Algorithm::E, Reading::separate),
                                       runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
