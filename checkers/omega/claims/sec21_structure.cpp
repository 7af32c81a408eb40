// omega.sec21.structure: section 2.1 (the network) and section 3.1 (where a conflict arises). A
// consistency test of the model collcheck routes on: the wiring the paper describes in words. The
// claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_sec21_structure() {
  ClaimList list("omega");
  list.add("omega.sec21.structure", "section 2.1 and section 3.1, before Theorem 1",
           "In the N x N Omega network of L stages of N/2 2x2 switches, setting the switches "
           "takes any input to any output, and the perfect shuffle is a bijection of the N lines: "
           "each switch input is fed by exactly one link, so two paths on one switch input came "
           "on one link, and one link is one address before the shuffle. Read off the "
           "switch-level network collcheck routes on (a consistency test of the model): every "
           "line and every switch for L <= 20, every pair of nodes for L <= 8 and 1024 seeded "
           "pairs for each 8 < L <= 64, on every budget",
           Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::network_sizes(), as_read(structure_case, Read::printed)));
}

}  // namespace cc::omega_checks
