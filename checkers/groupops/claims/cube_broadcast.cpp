// groupops.cube.broadcast: slide ブロードキャスト：手続き (Cube_Broadcast). The claim as the slides
// state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_cube_broadcast() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.cube.broadcast", "slide ブロードキャスト：手続き (Cube_Broadcast)",
           "Cube_Broadcast gives D to every P_i in log2 N steps, step j along dimension j" +
               domains::kOverD,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](Planted bug, const Point& p) { return check_cube_broadcast(p[0], bug); };
  return declare(list, kit::exhaustive(domains::d(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
