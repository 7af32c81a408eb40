// omega.thm5.merge: section 3.3, Theorem 5 (as its proof and section 4.1 use it). The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm5_merge() {
  ClaimList list("omega");
  list.add(
      "omega.thm5.merge", "section 3.3, Theorem 5 (as its proof and section 4.1 use it)",
      "Under the hypotheses of Theorem 5, Path(A,D), Path(C,B) and the paths of {Path1} \\ "
      "{Path(A,B)} and {Path2} \\ {Path(C,D)} are pairwise disjoint (every disjoint path set of "
      "C_1 and C_2, every pair (A,C) with the least Ast(A↓C); buddy k-bit subnetworks with "
      "0 <= k <= 2 of the networks L <= 4 on ci, L <= 3 on smoke, L <= 6 on deep: the paper's "
      "quantifier over every k and L is not covered beyond these)",
      Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::buddy_path_sets(), as_read(thm5_case, Read::corrected)));
}

}  // namespace cc::omega_checks
