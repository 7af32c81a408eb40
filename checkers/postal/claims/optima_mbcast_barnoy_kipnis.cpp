// postal.optima.mbcast_barnoy_kipnis: collcheck's table of optima of the broadcast of m items at
// k = 1, lambda = 1, checked against the published bounds of Bar-Noy and Kipnis (not one of the
// five papers; docs/optima.md quotes their abstract). The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/mbcast_checks.hpp"

namespace cc::postal_checks {

Declared claim_optima_mbcast_barnoy_kipnis() {
  ClaimList list("postal");
  list.add(
      "postal.optima.mbcast_barnoy_kipnis",
      "section 2, Theorem 1, extended to m items (collcheck's table of optima, docs/optima.md)",
      "The exact optimum of broadcasting m items from PE 0 to n PEs in the postal model with k = 1, "
      "lambda = 1 (one item per message, one send and one receive per PE per step) lies within "
      "the bounds of A. Bar-Noy and S. Kipnis, \"Broadcasting multiple messages in simultaneous "
      "send/receive systems\", Discrete Applied Mathematics 55 (1994) 95-105, whose abstract "
      "states: \"The lower bound on the number of rounds required is (m - 1) + [log n]. We "
      "present an algorithm for this problem that requires at most m + [log n] communication "
      "rounds, for any values of m and n.\" ([log n] = ceil(log2 n)): (m-1) + ceil(log2 n) <= "
      "optimum <= m + ceil(log2 n). Each optimum computed by the m-item BMC (a schedule of that "
      "many steps, replayed on the executor; none of one step fewer, unsat), every 2 <= n <= 6, "
      "1 <= m <= 2 on ci (smoke n <= 4, m <= 2; deep n <= 10, m <= 4)",
      Expect::holds, Method::proof);
  return declare(list, [](const std::string& id) { return barnoy_kipnis_checker(id); });
}

}  // namespace cc::postal_checks
