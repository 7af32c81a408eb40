// halfduplex.fig6.tau1_machine: section 6, Figure 6 (n = 8192, p = 13, tau = 1) on the machine-p reading. The
// claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig6_tau1_machine() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.fig6.tau1_machine",
           "section 6, Figure 6 (n = 8192, p = 13, tau = 1) (the machine-p reading)",
           "E is faster than A and B at every k and its fastest faster than A, B and L; "
           "PLL (1265 + 7) is the fastest; F is faster than E where defined (running time "
           "C + tau R, executed)" +
               kMachineReading,
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::beyond_scope,
               "charged 2 log2 q for the q PEs a collective involves, E is faster than A and B at "
               "every k (halfduplex.fig6.tau1); charged 2 log2 13 for every collective, E(8192, 13, "
               "1) takes 1427.621 against L's 1406",
               "halfduplex.fig6.tau1",
               kMachineWhy,
               machine_reading_evidence(kFig6Says),
               {{"n", 8192}}})
      .assume({kFigures})
      .extend(kMachineExtension)
      .reading_of("halfduplex.collective.machine_p");
  return declare(list, kit::exhaustive(domains::figure_n(8192), figure(6, Reading::merged, CostReading::machine)));
}

}  // namespace cc::halfduplex_checks
