// postal.thm1.counting_step: section 2, Theorem 1 (proof). The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"

namespace cc::postal_checks {

Declared claim_thm1_counting_step() {
  ClaimList list("postal");
  list.add(
      "postal.thm1.counting_step", "section 2, Theorem 1 (proof)",
      "Under the k-port lambda-postal rules the number of PEs holding v(0) after step j is at most "
      "G(j), where G(j) = 1 for 0 <= j < lambda and G(j) = G(j-1) + k G(j-lambda) for j >= lambda "
      "(the induction step, for all j >= 1, k >= 1, lambda >= 1; G(0) = 1 is the base)",
      Expect::holds, Method::proof);
  return declare(list, counting_step_checker);
}

}  // namespace cc::postal_checks
