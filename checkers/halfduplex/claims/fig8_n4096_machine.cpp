// halfduplex.fig8.n4096_machine: section 6, Figure 8 (n = 4096, p = 13, tau = 0.1) on the machine-p reading.
// The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig8_n4096_machine() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add(
          "halfduplex.fig8.n4096_machine",
          "section 6, Figure 8 (n = 4096, p = 13, tau = 0.1) (the machine-p reading)",
          "E is faster than the other algorithms (than A and B at every k, its fastest "
          "than all) and E(4096, 13, 12) is the fastest, PLL (its formula rounded up) "
          "included (executed)" +
              kMachineReading,
          Expect::refuted, Method::exhaustive,
          Finding{Kind::beyond_scope,
                  "charged 2 log2 q for the q PEs a collective involves, E is faster than A and B at "
               "every k (halfduplex.fig8.n4096); charged 2 log2 13 for every collective, E(4096, 13, "
               "1) takes 645.762 against L's 643.6",
                  "halfduplex.fig8.n4096",
                  kMachineWhy,
                  machine_reading_evidence(kFig8Says),
                  {{"n", 4096}}})
      .assume({kFigures})
      .extend(kMachineExtension)
      .reading_of("halfduplex.collective.machine_p");
  return declare(list, kit::exhaustive(domains::figure_n(4096), figure(8, Reading::merged, CostReading::machine)));
}

}  // namespace cc::halfduplex_checks
