// halfduplex.alg_b.faster_than_a: section 3. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_b_faster_than_a() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_b.faster_than_a", "section 3",
           "B(n, p, k) takes the computation steps of A(n, p, k) and fewer communication steps "
           "(executed, n >= (p^2 + kp + k + 1)/2)" +
               kPKNB,
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list,
                 kit::exhaustive(domains::pkn_b(), s_case(SRead::faster_than_a), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
