// halfduplex.alg_e.prefixes: section 4, Algorithm E(n, p, k). The claim as the paper states it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_e_prefixes() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_e.prefixes", "section 4, Algorithm E(n, p, k)",
           "E(n, p, k) (A with one broadcast of y and one scatter per phase, merged into one "
           "scatter in phase k+1 where P_p roots both: 2k - 1 collectives per level) obeys the "
           "model and leaves every prefix" +
               kPKN,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn(), prefixes(Algorithm::E), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
