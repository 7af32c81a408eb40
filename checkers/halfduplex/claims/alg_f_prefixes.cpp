// halfduplex.alg_f.prefixes: section 4, Algorithm F(n, p, k). The claim as the paper states it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_f_prefixes() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_f.prefixes", "section 4, Algorithm F(n, p, k)",
           "F(n, p, k) (B with one broadcast of y and one scatter per phase, merged into one "
           "scatter in phase k+1 where P_p roots both: 2k - 1 collectives per level; the moved "
           "parts one scatter per block among the last k PEs) obeys the model and leaves every "
           "prefix" +
               kPKNB,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn_b(), prefixes(Algorithm::F), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
