// omega.thm1.proof_addresses: section 3.1, proof of Theorem 1 and Fig. 2. The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm1_proof_addresses() {
  ClaimList list("omega");
  list.add(
      "omega.thm1.proof_addresses", "section 3.1, proof of Theorem 1 and Fig. 2",
      "Path(X,Y) arriving at stage i has the address x_i x_{i+1} ... x_L y_1 y_2 ... y_{i-1}, "
      "1 <= i <= L (the link that enters stage i's shuffle, as the switch-level route has it); "
      "this is also the link of the bit-vector encoding of omega.thm1.bitvector. Every X, Y of "
      "the networks L <= 8 on ci (smoke L <= 6, deep L <= 12)",
      Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::proof_addresses(), kit::point_case(thm1_addresses)));
}

}  // namespace cc::omega_checks
