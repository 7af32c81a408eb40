// postal.thm1.holders_bound: section 2, the proof of Theorem 1 (and section 3.1's first sentence),
// the per-step bound on the holders of v(0), against every schedule by the count search. The
// claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"

namespace cc::postal_checks {

Declared claim_thm1_holders_bound() {
  ClaimList list("postal");
  list.add(
      "postal.thm1.holders_bound", "section 2, proof of Theorem 1, and section 3.1",
      "G(j) is the most PEs that hold v(0) after step j: for every k-port lambda-postal schedule "
      "on n PEs and every step t <= m = min{i | G(i) >= n}, at most G(t) PEs hold v(0) after step "
      "t, and some schedule has min(n, G(t)) holders after step t (G(t) is attained while it is "
      "at most n). Every schedule, by the exhaustive search over the counts of PEs holding v(0) "
      "or awaiting it d steps, the largest number of holders of each step compared with G(t); "
      "the schedule that attains it decoded and replayed on the executor, which counts the "
      "holders. Every n <= 32, k, lambda <= 4 on ci (smoke n <= 12; deep n <= 64)",
      Expect::holds, Method::exhaustive);
  return declare(list, holders_checker);
}

}  // namespace cc::postal_checks
