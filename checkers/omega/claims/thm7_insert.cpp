// omega.thm7.insert: section 4.2, Theorem 7. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm7_insert() {
  ClaimList list("omega");
  list.add(
      "omega.thm7.insert", "section 4.2, Theorem 7",
      "C_1, C_2 buddy k-bit subnetworks, Path(A,B) and Path(E,F) two disjoint paths in C_1, C a "
      "node of C_2 with Ast(C↓E) >= Ast(C↓A): then Path(A,C), Path(C,B) and Path(E,F) are "
      "pairwise disjoint (every k, every A, B, E, F, C of the networks L <= 6 on ci; smoke "
      "L <= 4, deep L <= 7)",
      Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::buddy_insertions(), as_read(thm7_case, Read::printed)));
}

}  // namespace cc::omega_checks
