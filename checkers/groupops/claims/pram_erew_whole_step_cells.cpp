// groupops.pram.erew.whole_step.cells: slide ここでの共有メモリモデルの仮定はEREW型 (a relaxed
// reading). The claim as the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_pram_erew_whole_step_cells() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.pram.erew.whole_step.cells",
           "slide ここでの共有メモリモデルの仮定はEREW型 (a relaxed reading)",
           "(collcheck's analysis of a reading the slides do not make.) With the rule "
           "一つのプロセッサが同時にアクセスできるアドレスは一つ dropped, so that a loop iteration "
           "is "
           "one step in which each processor makes its accesses in program order and only "
           "addresses are exclusive, Broadcast stays exclusive and correct in log2 N + 1 such "
           "steps, while Reduction and Prefix are not exclusive at any N = 2^d ≥ 2: in iteration "
           "0, P_1 reads A(2) as P_2 writes it (Reduction) and P_2 reads A(1) as P_1 writes it "
           "(Prefix)" +
               domains::kOverD,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwoD})
      .extend(
          "drops the slides' rule that a processor accesses one address at a time: a reading "
          "the slides do not make");
  const auto compare = [](const Point& p) { return check_whole_step_cells(p[0]); };
  return declare(list, kit::exhaustive(domains::d(), kit::point_case(compare)));
}

}  // namespace cc::groupops_checks
