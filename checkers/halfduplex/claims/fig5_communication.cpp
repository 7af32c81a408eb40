// halfduplex.fig5.communication: section 6, Figure 5 (n = 8192, p = 13). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig5_communication() {
  ClaimList list("halfduplex");
  list.add("halfduplex.fig5.communication", "section 6, Figure 5 (n = 8192, p = 13)",
           "E takes the fewest communication steps among A, B, E and L (fewer than A and B at "
           "every k, and its fewest fewer than all of A, B and L); F fewer than E where defined; "
           "EK's quoted 3550 is above and PLL's 7 (1.44 log2 p + 1 rounded up) below every "
           "executed count (collectives of cost 2 log2 q, bracketed exactly)" +
               halfduplex_assumptions::kMergedReading,
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::figure_n(8192), figure(5, Reading::merged)));
}

}  // namespace cc::halfduplex_checks
