// halfduplex.example.p4k3.phases: section 2, first example, phases 1 to 4. The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_example_p4k3_phases() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.example.p4k3.phases", "section 2, first example, phases 1 to 4",
           "A(n, 4, 3), n = 16m, phase by phase: phase 1 takes n/4 - 1 computation steps and no "
           "communication step, and leaves y_{n/4} on P_1 and z_{1,1..n/4}, z_{2,1..n/4}, "
           "z_{3,1..n/4} on P_2, P_3, P_4; in phase 2 P_1 sends y_{n/4} to P_2, P_3, P_4 in 3 "
           "communication steps, then P_2 sends z_{1,1..n/16}, z_{1,n/8+1..3n/16}, "
           "z_{1,3n/16+1..n/4} to P_1, P_3, P_4 in 3; in phase 3 P_4 sends y_{n/2} in 3, then P_3 "
           "sends z_{2,1..n/16}, z_{2,n/16+1..n/8}, z_{2,3n/16+1..n/4} to P_1, P_2, P_4 in 3; in "
           "phase 4 P_4 sends y_{3n/4} with z_{3,1..n/16}, z_{3,n/16+1..n/8}, z_{3,n/8+1..3n/16} "
           "to P_1, P_2, P_3 in 3 (the printed ranges of phase 4 are garbled; read as phases 2 "
           "and 3 give them), so R = 3 x 2 + 3 x 2 + 3; each of phases 2 to 4 takes n/16 "
           "computation steps, and P_4 has y_{n/2} and y_{3n/4} at the end of phases 2 and 3" +
               kMDomain,
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::example_phases_m(), on_variant(p4k3_phases_case),
                                       runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
