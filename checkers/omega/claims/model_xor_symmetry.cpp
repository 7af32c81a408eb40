// omega.model.xor_symmetry: the Omega network's XOR symmetry, on which omega.thm5.reduced's
// restriction to one buddy pair and one node rests. A property of the network collcheck routes
// (section 2.1), not a statement of the paper. The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_model_xor_symmetry() {
  ClaimList list("omega");
  list.add("omega.model.xor_symmetry", "section 2.1 (the network), for section 3.3",
           "XOR-ing every address with one mask c moves the link of every path at stage s by a "
           "mask that depends only on c and s (so two paths conflict exactly when their images "
           "do), and keeps Ast(X↓W) and Ast(X↑W): read off the routed network, every c and every "
           "path, L <= 8 on ci and deep, 4 on smoke",
           Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::xor_masks(), as_read(xor_symmetry_case, Read::corrected)));
}

}  // namespace cc::omega_checks
