// postal.optima.allreduce_window: collcheck's table of allreduce optima on the postal model (one
// operand per PE; docs/optima.md, "Allreduce"). The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/allreduce_checks.hpp"

namespace cc::postal_checks {

Declared claim_optima_allreduce_window() {
  ClaimList list("postal");
  list.add(
      "postal.optima.allreduce_window",
      "section 2, Theorem 1, extended to allreduce (collcheck's table of optima, docs/optima.md)",
      "An allreduce of one operand per PE on the k-port lambda-postal model (every PE ends with "
      "0:n-1 on the non-commutative interval witness) has a schedule of the window class (every "
      "PE keeps one window lo:hi and combines a message when it is adjacent) of at least Theorem "
      "1's m and at most m + 1 steps, its least found by the solver and replayed on the "
      "executor; where no message pattern brings every operand to every PE in one step fewer "
      "(the gossip query, unsat) it is the exact optimum of every allreduce schedule; at n = 2^j, "
      "k = 1, lambda = 1 it is decided and equals j. Every 2 <= n <= 6, k, lambda <= 2 on ci "
      "(smoke n <= 4; deep n <= 8)",
      Expect::holds, Method::proof);
  return declare(list, [](const std::string& id) { return allreduce_window_checker(id); });
}

}  // namespace cc::postal_checks
