// postal.lemma3.induction_arith: section 3.2, Lemma 3 (proof, case 1 and case 2). The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"

namespace cc::postal_checks {

Declared claim_lemma3_induction_arith() {
  ClaimList list("postal");
  list.add("postal.lemma3.induction_arith", "section 3.2, Lemma 3 (proof, case 1 and case 2)",
           "The ranges combined in step T+1 are adjacent and in order: for x_t = i - G(T) - t "
           "G(T-lambda+1), the range received from x_{t} ends at x_t and the one from x_{t+1} ends "
           "where the former starts minus one, and the k+1 ranges together are "
           "(i - G(T+1) + 1):i; every sender is a PE: G(T-lambda+1) <= x_w < n in case 1 and "
           "G(T-lambda+1) <= x_t < n in case 2, because i < n (all T, n, k >= 1, lambda >= 1)",
           Expect::holds, Method::proof);
  return declare(list, induction_arith_checker);
}

}  // namespace cc::postal_checks
