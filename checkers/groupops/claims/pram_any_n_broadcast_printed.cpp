// groupops.pram.any_n.broadcast.printed: slide ブロードキャスト：手続き化 (N not a power of two).
// The claim as the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_pram_any_n_broadcast_printed() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add(
          "groupops.pram.any_n.broadcast.printed",
          "slide ブロードキャスト：手続き化 (N not a power of two)",
          "For every N (not only 2^d), Broadcast as printed with the loop bound (log2 N) - 1 read "
          "as "
          "⌈log2 N⌉ - 1 (i = 2^j + 1 .. 2^{j+1}) leaves D in every P_i, EREW, in ⌈log2 N⌉ "
          "iterations" +
              domains::kOverAnyN,
          Expect::refuted, Method::exhaustive,
          Finding{Kind::beyond_scope,
                  "with the guard i ≤ N in Stage 2 (for i = 2^j + 1 to min(2^{j+1}, N)) Broadcast "
                  "is correct and EREW for every N in ⌈log2 N⌉ iterations; as printed the last "
                  "iteration names P_i past P_N",
                  "groupops.pram.any_n.broadcast",
                  "the loop bound (log2 N) - 1 presumes N = 2^d and every example has N = 8; the "
                  "slides never run the procedure for other N (N = 3 lies outside)",
                  {{"slide ブロードキャスト：手続き化",
                    "for $j=0$ to $(\\log_2 N)-1$ do / for $i=2^j+1$ to 2^{j+1} **do in parallel**",
                    "for j = 0 to (log2 N) - 1, for i = 2^j + 1 to 2^{j+1} in parallel"}},
                  {{"N", 3}}})
      .assume({kPowerOfTwoN})
      .extend("every N <= 1024, not only N = 2^d, with the loop bound read as ⌈log2 N⌉ - 1");
  const auto compare = [](Planted bug, const Point& p) {
    return check_any_n_broadcast(p[0], false, bug);
  };
  return declare(list, kit::exhaustive(domains::any_n(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
