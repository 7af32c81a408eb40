// groupops.pram.broadcast: slide ブロードキャスト：手続き化. The claim as the slides state it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_pram_broadcast() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.pram.broadcast", "slide ブロードキャスト：手続き化",
           "Broadcast(m, N, A) leaves D in every P_i, Stage 2 running log2 N iterations "
           "(N = 2^d, EREW, sub-steps in program order)" +
               domains::kOverD,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](Planted bug, const Point& p) {
    return check_broadcast(p[0], bug, Order::program);
  };
  return declare(list, kit::exhaustive(domains::d(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
