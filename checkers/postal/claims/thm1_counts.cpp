// postal.thm1.counts: section 2, Theorem 1, against every schedule by the count search. The
// claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"

namespace cc::postal_checks {

Declared claim_thm1_counts() {
  ClaimList list("postal");
  list.add(
      "postal.thm1.counts", "section 2, Theorem 1",
      "A prefix computation on n PEs needs at least m = min{i | G(i) >= n} communication steps: no "
      "k-port lambda-postal schedule gets v(0) to all n PEs within m-1 steps, and one does within "
      "m steps. Every schedule, by symmetry reduction: an exhaustive search over the vectors of "
      "counts of PEs holding v(0) or awaiting it d steps (the orbits of the global states under "
      "permutations of the PEs), every number of new PEs per step; the witness within m steps is "
      "replayed on the executor. Every n <= 32, k, lambda <= 4 on ci (smoke n <= 12; deep "
      "n <= 64); the schedules move v(0) only, which every prefix algorithm must (the proof's "
      "reduction)",
      Expect::holds, Method::exhaustive);
  return declare(list, counts_checker);
}

}  // namespace cc::postal_checks
