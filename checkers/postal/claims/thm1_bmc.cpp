// postal.thm1.bmc: section 2, Theorem 1. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"

namespace cc::postal_checks {

Declared claim_thm1_bmc() {
  ClaimList list("postal");
  list.add(
      "postal.thm1.bmc", "section 2, Theorem 1",
      "A prefix computation on n PEs needs at least m = min{i | G(i) >= n} communication steps: no "
      "k-port lambda-postal schedule gets v(0) to all n PEs within m-1 steps, and one does within "
      "m steps. Every n <= 14, k, lambda <= 3 on ci (smoke n <= 6, k, lambda <= 2; deep "
      "n <= 16, k, lambda <= 3); the schedules move v(0) only, which every prefix algorithm "
      "must (the proof's reduction)",
      Expect::holds, Method::proof);
  return declare(list, bmc_checker);
}

}  // namespace cc::postal_checks
