// halfduplex.alg_a.phase1_roles: section 2 (Algorithm A's header) and section 3 (the roles of
// the PEs in phase 1). The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_a_phase1_roles() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_a.phase1_roles", "section 2, Algorithm A; section 3",
           "in phase 1 k PEs are assigned to perform only computations and all the other PEs "
           "communicate among themselves, except when p - k = 1: in phase 1 of A(n, p, k) and "
           "E(n, p, k) the last k PEs neither send nor receive, every message passes between "
           "two of the first p - k PEs, and each of the first p - k PEs communicates when "
           "p - k >= 2 (none does when p - k = 1); in phase 1 of B(n, p, k) and F(n, p, k) "
           "every PE communicates (the last k exchange the moved parts) and no message passes "
           "between the first p - k and the last k (executed at the least integral n, "
           "(p^2 + kp + k + 1)/2; phase 1 includes the recursion)" +
               kMergedReading +
               "; every p = kq + 1 with p <= 20 (smoke), 32 (ci), 64 (deep), every k (m = 1)",
           Expect::holds, Method::exhaustive)
      .assume({kPKQ, kIntegralRun});
  return declare(list, kit::exhaustive(domains::pkm({20, 32, 64}, {1, 1, 1}, false),
                                       on_variant(phase1_roles_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
