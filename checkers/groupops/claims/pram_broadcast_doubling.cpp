// groupops.pram.broadcast.doubling: slide ブロードキャスト：方針と手順. The claim as the slides
// state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_pram_broadcast_doubling() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.pram.broadcast.doubling", "slide ブロードキャスト：方針と手順",
           "データDをもつプロセッサの数を、ステップごとに倍にする: in Broadcast, after Stage 1 "
           "exactly P_1 holds D and after Stage 2's iteration j exactly P_1..P_{2^{j+1}} hold it "
           "(1, 2, 4, ..., N holders), every sub-step EREW, log2 N iterations" +
               domains::kOverD,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwoD});
  const auto compare = [](Planted bug, const Point& p) {
    return check_broadcast_doubling(p[0], bug);
  };
  return declare(list, kit::exhaustive(domains::d(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
