// halfduplex.fig4.computation: section 6, Figure 4 (n = 8192, p = 13). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"

namespace cc::halfduplex_checks {

Declared claim_fig4_computation() {
  ClaimList list("halfduplex");
  list.add("halfduplex.fig4.computation", "section 6, Figure 4 (n = 8192, p = 13)",
           "A and E take the fewest computation steps at k = 12; B and F take A's computation "
           "steps where defined; PLL takes the most, 1265 (its formula 2n/p + 1.44 log2 p - 1 "
           "rounded up) (executed)",
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::figure_n(8192), kit::point_case(fig4_case)));
}

}  // namespace cc::halfduplex_checks
