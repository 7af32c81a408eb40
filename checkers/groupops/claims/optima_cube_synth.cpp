// groupops.optima.cube_synth: collcheck's table of optima on the hypercube of Ohtaki's slides
// (docs/optima.md), computed by collcheck synth and compared with the slides' Cube_* procedures.
// The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/synth_optima.hpp"

namespace cc::groupops_checks {

Declared claim_optima_cube_synth() {
  ClaimList list("groupops");
  list.add(
      "groupops.optima.cube_synth",
      "Cube_Broadcast, Cube_Reduction, Cube_Prefix_Sum (collcheck's table of optima, docs/optima.md)",
      "On the hypercube of N PEs (one dimension per step, one message per PE and step, of any "
      "number of registers; N not a power of two: the PEs 0..N-1 of the next cube), the least "
      "number of steps of prefix, allreduce, reduce and broadcast, for a non-commutative operator, "
      "is computed by collcheck synth (a schedule of the window class replayed on the executor; "
      "one step fewer excluded for every schedule by the information-flow query, unsat), is "
      "ceil(log2 N) (Lin and Yeh's Theorem 1 at k = 1, lambda = 1) when N is a power of two, and "
      "is never more than the slides' procedure takes as `collcheck simulate hypercube --procedure "
      "... --emit-schedule` writes it (allreduce: Cube_Reduction then Cube_Broadcast), which is "
      "correct; every 1 <= N <= 4 on ci (smoke N <= 3; deep N <= 8)",
      Expect::holds, Method::proof);
  return declare(list, [](const std::string& id) { return synth_optima_checker(id, "hypercube"); });
}

}  // namespace cc::groupops_checks
