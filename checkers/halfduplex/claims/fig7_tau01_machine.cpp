// halfduplex.fig7.tau01_machine: section 6, Figure 7 (n = 8192, p = 13, tau = 0.1) on the machine-p reading.
// The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig7_tau01_machine() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add(
          "halfduplex.fig7.tau01_machine",
          "section 6, Figure 7 (n = 8192, p = 13, tau = 0.1) (the machine-p reading)",
          "B is faster than A and L; A(8192, 13, 12) is faster than B(8192, 13, 6); E is "
          "faster than A and B at every k and E(8192, 13, 12) the fastest of all; F(8192, "
          "13, 6) is slightly faster than E(8192, 13, 6) and slower than E(8192, 13, 12); "
          "PLL is the slowest (executed)" +
              kMachineReading,
          Expect::refuted, Method::exhaustive,
          Finding{Kind::beyond_scope,
                  "charged 2 log2 q for the q PEs a collective involves, E is faster than A and B at "
                  "every k (halfduplex.fig7.tau01); charged 2 log2 13 for every collective, E(8192, "
                  "13, 1) takes 1267.762 against L's 1265.6",
                  "halfduplex.fig7.tau01",
                  kMachineWhy,
                  machine_reading_evidence(kFig7Says),
                  {{"n", 8192}}})
      .assume({kFigures})
      .extend(kMachineExtension)
      .reading_of("halfduplex.collective.machine_p");
  return declare(list, kit::exhaustive(domains::figure_n(8192), figure(7, Reading::merged, CostReading::machine)));
}

}  // namespace cc::halfduplex_checks
