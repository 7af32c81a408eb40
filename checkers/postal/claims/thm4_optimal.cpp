// postal.thm4.optimal: section 3.2, Theorem 4 and Theorem 1. The claim as the paper states it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/readers.hpp"

namespace cc::postal_checks {

Declared claim_thm4_optimal() {
  ClaimList list("postal");
  list.add(
      "postal.thm4.optimal", "section 3.2, Theorem 4 and Theorem 1",
      "Algorithm A leaves c(i) = 0:i on every PE after exactly m = min{j | G(j) >= n} steps and "
      "not after m-1, so the lower bound of Theorem 1 is tight; every n <= 1024, k, lambda <= 8 on "
      "ci (smoke n <= 64, k, lambda <= 4; deep n <= 16384)",
      Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::shared(algorithm_a_pass(), read_thm4, on_variant(check_thm4), runs_a()));
}

}  // namespace cc::postal_checks
