// groupops.pram.any_n.broadcast: slide ブロードキャスト：手続き化 (guard i ≤ N). The claim as the
// slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_pram_any_n_broadcast() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.pram.any_n.broadcast", "slide ブロードキャスト：手続き化 (guard i ≤ N)",
           "Broadcast with ⌈log2 N⌉ iterations and the guard i ≤ N leaves D in every P_i, every "
           "sub-step exclusive, for every N" +
               domains::kOverAnyN,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwoN})
      .extend("every N <= 1024 (ci), not only N = 2^d as the slides take it");
  const auto compare = [](Planted bug, const Point& p) {
    return check_any_n_broadcast(p[0], true, bug);
  };
  return declare(list, kit::exhaustive(domains::any_n(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
