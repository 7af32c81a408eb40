// postal.algB.correct: section 4, Algorithm B (Fig. 4). The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/domains.hpp"

namespace cc::postal_checks {

Declared claim_algB_correct() {
  ClaimList list("postal");
  list.add("postal.algB.correct", "section 4, Algorithm B (Fig. 4)",
           "With p < n PEs, PEs 0 .. n-p floor(n/p)-1 holding ceil(n/p) values and the others "
           "floor(n/p), Algorithm B leaves every prefix 0:x in u(x) after min{j | G(j) >= p} "
           "communication steps; every n <= 128, p < n, k, lambda <= 3 on ci (smoke n <= 40; "
           "deep n <= 512, k, lambda <= 4)",
           Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::algorithm_b(), on_variant(check_b_correct), runs_b()));
}

}  // namespace cc::postal_checks
