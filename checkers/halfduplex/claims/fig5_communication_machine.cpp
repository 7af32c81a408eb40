// halfduplex.fig5.communication_machine: section 6, Figure 5 (n = 8192, p = 13) on the machine-p reading. The
// claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig5_communication_machine() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.fig5.communication_machine",
           "section 6, Figure 5 (n = 8192, p = 13) (the machine-p reading)",
           "E takes the fewest communication steps among A, B, E and L (fewer than A and B "
           "at every k, and its fewest fewer than all of A, B and L); F fewer than E where "
           "defined; EK's quoted 3550 is above and PLL's 7 (1.44 log2 p + 1 rounded up) "
           "below every executed count (bracketed exactly)" +
               kMachineReading,
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::beyond_scope,
               "charged 2 log2 q for the q PEs a collective involves, E takes the fewest "
               "communication steps (halfduplex.fig5.communication); charged 2 log2 13 for every "
               "collective, E(8192, 13, 1) takes 177.621 against L's 156",
               "halfduplex.fig5.communication",
               kMachineWhy,
               machine_reading_evidence(kFig5Says),
               {{"n", 8192}}})
      .assume({kFigures})
      .extend(kMachineExtension)
      .reading_of("halfduplex.collective.machine_p");
  return declare(list, kit::exhaustive(domains::figure_n(8192), figure(5, Reading::merged, CostReading::machine)));
}

}  // namespace cc::halfduplex_checks
