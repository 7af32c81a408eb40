// omega.sec31.switch_inputs.corrected: section 3.1, the switch step before Theorem 1. The claim as
// the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_sec31_switch_inputs_corrected() {
  ClaimList list("omega");
  list.add("omega.sec31.switch_inputs.corrected", "section 3.1, the switch step before Theorem 1",
           "Two paths on different inputs of one switch of stage i conflict at it (share the link "
           "leaving it) iff y_i = z_i, the tag bits of their destinations; at the last stage "
           "(i = L) only when Y = Z. Every pair of paths, every stage, networks L <= 6 on ci "
           "(smoke L <= 4, deep L <= 8)",
           Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::switch_pairs(), as_read(switch_case, Read::corrected)));
}

}  // namespace cc::omega_checks
