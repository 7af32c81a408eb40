// halfduplex.sec2.v_range: section 2, phase 1's "where 0 < v < n", for Theorem 1's v, and the
// recursive call's precondition. The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec2_v_range() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec2.v_range", "section 2, Algorithm A, phase 1 (\"where 0 < v < n\")",
           "Theorem 1's split v = n(p^2 - kp + k + 1)/(p^2 + kp + k + 1) satisfies 0 < v < n "
           "for every n >= 1, k >= 1, p >= k + 1; and p^2 - kp + k + 1 = D(p - k, k) with "
           "D(p, k) = p^2 + kp + k + 1, so v = n D(p - k, k)/D(p, k) and n >= D(p, k)/2 exactly "
           "when v >= D(p - k, k)/2: the recursive call A(v, p - k, k) meets Theorem 7's "
           "precondition exactly when A(n, p, k) does (Z3, every integer n, k, p; v as the "
           "real quotient, multiplied out)",
           Expect::holds, Method::proof)
      .extend(kEveryIntegerP);
  return declare(list, formula_proof(proofs::HalfduplexFormula::v_range,
                                     {{"n", "all >= 1"}, {"k", "all >= 1"}, {"p", "all >= k+1"}}));
}

}  // namespace cc::halfduplex_checks
