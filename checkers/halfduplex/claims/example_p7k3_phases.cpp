// halfduplex.example.p7k3.phases: section 2, second example, phases 1 to 4. The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_example_p7k3_phases() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.example.p7k3.phases", "section 2, second example, phases 1 to 4",
           "A(n, 7, 3), n = 37m, phase by phase: phase 1 takes 7n/37 - 1 computation steps and "
           "R(16n/37, 4, 3) = 15 communication steps, and leaves y_{16n/37} on P_4 and z_1, z_2, "
           "z_3 (7n/37 values each) on P_5, P_6, P_7; in phase 2 P_4 sends y_{16n/37} to the "
           "other six PEs in 6 communication steps, then P_5 sends 1/7 of the 7n/37 values of "
           "z_1 to each of them in 6; in phase 3 P_7 sends y_{23n/37} in 6, then P_6 1/7 of z_2 "
           "in 6; in phase 4 P_7 sends y_{30n/37} with 1/7 of z_3 in 6, so R = 15 + 6 x 5 = 45; "
           "each of phases 2 to 4 takes n/37 computation steps, and P_7 has y_{23n/37} and "
           "y_{30n/37} at the end of phases 2 and 3" +
               kMDomain,
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::example_phases_m(), on_variant(p7k3_phases_case),
                                       runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
