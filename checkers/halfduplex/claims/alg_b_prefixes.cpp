// halfduplex.alg_b.prefixes: section 3, Algorithm B(n, p, k). The claim as the paper states it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_b_prefixes() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_b.prefixes", "section 3, Algorithm B(n, p, k)",
           "B(n, p, k) (p >= 2k + 1, k >= 2: the k(k-1) parts between the last k PEs sent in "
           "phase 1 while the first p - k PEs run B(v, p - k, k), or A(v, p - k, k) where B is "
           "not defined), run on the half-duplex executor, obeys the model and leaves every "
           "prefix" +
               kPKNB,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn_b(), prefixes(Algorithm::B), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
