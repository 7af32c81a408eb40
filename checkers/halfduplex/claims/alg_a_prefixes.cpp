// halfduplex.alg_a.prefixes: section 2, Algorithm A(n, p, k). The claim as the paper states it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_a_prefixes() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_a.prefixes", "section 2, Algorithm A(n, p, k)",
           "A(n, p, k) (L = A(n, p, 1) for k = 1), run on the half-duplex executor, obeys the "
           "model and leaves every prefix y_i = 1:i on some PE" +
               kPKN,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn(), prefixes(Algorithm::A), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
