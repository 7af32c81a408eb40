// omega.thm1.abstraction: section 3.1, Theorem 1 (integer abstraction). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/proof_checks.hpp"

namespace cc::omega_checks {

Declared claim_thm1_abstraction() {
  ClaimList list("omega");
  list.add(
      "omega.thm1.abstraction", "section 3.1, Theorem 1 (integer abstraction)",
      "For every L >= 1 and all integers 0 <= s, t <= L (s the common-suffix length of X and W, "
      "t the common-prefix length of Y and Z): some stage j in 0..L has s >= L-j and t >= j iff "
      "(L - s) + (L - t) <= L",
      Expect::holds, Method::proof);
  return declare(list, abstraction_checker);
}

}  // namespace cc::omega_checks
