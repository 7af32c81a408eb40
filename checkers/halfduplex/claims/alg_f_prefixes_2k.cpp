// halfduplex.alg_f.prefixes_2k: section 4, Algorithm F(n, p, k) on the 2k reading. The claim as
// the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_f_prefixes_2k() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_f.prefixes_2k", "section 4, Algorithm F(n, p, k) (the 2k reading)",
           "F(n, p, k) on the 2k reading (B with one broadcast of y and one scatter in every "
           "phase, phase k+1 too: 2k collectives per level on the main line; the moved parts one "
           "scatter per block among the last k PEs) obeys the model and leaves every prefix" +
               kPKNB2k,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list,
                 kit::exhaustive(domains::pkn_b_2k(), prefixes(Algorithm::F, Reading::separate),
                                 runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
