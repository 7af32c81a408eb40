// postal.algB.cd: section 4, the text before Fig. 4. The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/domains.hpp"

namespace cc::postal_checks {

Declared claim_algB_cd() {
  ClaimList list("postal");
  list.add(
      "postal.algB.cd", "section 4, the text before Fig. 4",
      "After step m of Algorithm B, c(i) = 0:(e_i - 1) and d(i) = 0:s_i for the first index s_i "
      "and the end e_i of PE i's block (0:(i+1)q-1 and 0:iq when q = n/p is an integer); every "
      "n <= 128, p < n, k, lambda <= 3 on ci (smoke n <= 40; deep n <= 512, k, lambda <= 4)",
      Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::algorithm_b(), on_variant(check_b_cd), runs_b()));
}

}  // namespace cc::postal_checks
