// groupops.optima.pram_synth: collcheck's table of optima on the EREW PRAM of Ohtaki's slides
// (docs/optima.md), computed by collcheck synth and compared with the slides' procedures. The
// claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/synth_optima.hpp"

namespace cc::groupops_checks {

Declared claim_optima_pram_synth() {
  ClaimList list("groupops");
  list.add(
      "groupops.optima.pram_synth",
      "Reduction, Prefix on EREW shared memory (collcheck's table of optima, docs/optima.md)",
      "On the EREW PRAM of N PEs and cells 0..N (one access per PE and step, one access per cell "
      "and step), the least number of steps of prefix, allreduce and reduce, for a "
      "non-commutative operator, is computed by collcheck synth (a schedule of the window class "
      "replayed on the executor; one step fewer excluded for every schedule by the "
      "information-flow query, unsat), is at least the information count min{T | F(T + 1) >= N}, "
      "and is never more than the slides' procedure takes, one step per EREW sub-step, as "
      "`collcheck simulate pram --procedure ... --emit-schedule` writes it (allreduce: Reduction "
      "then Broadcast), which is correct; every 1 <= N <= 3 on ci (smoke N <= 2; deep N <= 5)",
      Expect::holds, Method::proof);
  return declare(list, [](const std::string& id) { return synth_optima_checker(id, "pram"); });
}

}  // namespace cc::groupops_checks
