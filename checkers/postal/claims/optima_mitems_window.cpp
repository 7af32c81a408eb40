// postal.optima.mitems_window: collcheck's table of optima of prefix, reduce and allreduce of m
// items per PE on the postal model (docs/optima.md, "Many items"), computed by collcheck synth.
// The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/mbcast_checks.hpp"

namespace cc::postal_checks {

Declared claim_optima_mitems_window() {
  ClaimList list("postal");
  list.add(
      "postal.optima.mitems_window",
      "section 2, Theorem 1, extended to m items per PE (collcheck's table of optima, docs/optima.md)",
      "On the k-port lambda-postal model with m items per PE, one item per message (MPI's count), "
      "the least number of steps of a prefix, a reduce to PE 0 and an allreduce, for a "
      "non-commutative operator, is computed by collcheck synth: a schedule of the per-item "
      "window class replayed on the executor, and one step fewer excluded for every schedule "
      "(prefix and reduce: no m-item broadcast from PE 0 of one step fewer, unsat; allreduce: no "
      "m-item gossip pattern, unsat; where that query is sat the class's least steps T is "
      "recorded as the upper bound <= T, not decided); it is at least the m-item broadcast's "
      "counts bound (the "
      "largest of Theorem 1's m, lambda - 1 + ceil(m / k) and ceil(m / k) - 1 + Theorem 1's m), "
      "and at n = 2 it is decided and is lambda - 1 + m. At (k, lambda) = (1, 1) and (2, 2), every 2 <= n <= 4, "
      "1 <= m <= 2 on ci (smoke n <= 3; deep n <= 6, m <= 3)",
      Expect::holds, Method::proof);
  return declare(list, [](const std::string& id) { return mitems_optima_checker(id); });
}

}  // namespace cc::postal_checks
