// omega.thm5.reduced: section 3.3, Theorem 5 (as its proof and section 4.1 use it) at every k,
// decided on the instances of at most three paths to which every counterexample reduces. The
// claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm5_reduced() {
  ClaimList list("omega");
  list.add(
      "omega.thm5.reduced", "section 3.3, Theorem 5 (as its proof and section 4.1 use it)",
      "Under the hypotheses of Theorem 5, Path(A,D), Path(C,B) and the paths of {Path1} \\ "
      "{Path(A,B)} and {Path2} \\ {Path(C,D)} are pairwise disjoint, for every pair of disjoint "
      "path sets of every pair of buddy k-bit subnetworks, every k < L: decided on the instances "
      "of at most three paths to which every counterexample reduces (the hypotheses hold for "
      "every subset that keeps Path(A,B) and Path(C,D), the conclusion is pairwise), on the "
      "buddy pair (0, 1) with A = 0, resp. E = 0 (every other instance is its image under the "
      "XOR symmetry, omega.model.xor_symmetry); L <= 8 on ci and deep, 5 on smoke "
      "(omega.thm5.merge checks every path set itself for k <= 2)",
      Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::buddy_levels(), as_read(thm5_reduced_case, Read::corrected)));
}

}  // namespace cc::omega_checks
