// omega.thm3.proof_step.corrected: section 3.2, proof of Theorem 3. The claim as the paper states
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm3_proof_step_corrected() {
  ClaimList list("omega");
  list.add("omega.thm3.proof_step.corrected", "section 3.2, proof of Theorem 3",
           "With X↓Y = *..* x_i .. x_L (i <= L) and X↓Z = *..* x_j .. x_L, i >= j: Y and Z have "
           "at least L - i + 1 low bits in common, and Y↓Z = *..* y_k .. y_L with k <= i. Every "
           "X, Y, Z with L <= 8 on ci (smoke L <= 6, deep L <= 10)",
           Expect::holds, Method::exhaustive);
  return declare(
      list, kit::exhaustive(domains::suffix_steps(), as_read(thm3_step_case, Read::corrected)));
}

}  // namespace cc::omega_checks
