// groupops.pram.tables: slides ループごとの処理の様子 and 操作の一般化 (N = 8). The claim as the
// slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_pram_tables() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.pram.tables", "slides ループごとの処理の様子 and 操作の一般化 (N = 8)",
           "The executed accesses reproduce the N = 8 loop tables of Broadcast (with loop 3's rows "
           "P_9..P_11 from N = 16), of Reduction (j = 0, 1; j = 2's row P_1 writes A(1), which the "
           "slide cuts before P_5 writes A(5) and P_1 reads it) and of Prefix (j = 0, 1)",
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](const Point&) { return check_pram_tables(); };
  return declare(list, kit::exhaustive(domains::one_case(), kit::point_case(compare)));
}

}  // namespace cc::groupops_checks
