// groupops.pram.any_n.reduction.printed: slide リダクション：手続き (N not a power of two). The
// claim as the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_pram_any_n_reduction_printed() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.pram.any_n.reduction.printed",
           "slide リダクション：手続き (N not a power of two)",
           "For every N, Reduction as printed with the loop bound read as ⌈log2 N⌉ - 1 leaves "
           "a_1 ⊕ ... ⊕ a_N in P_1, EREW, in ⌈log2 N⌉ iterations (interval witness)" +
               domains::kOverAnyN,
           Expect::refuted, Method::exhaustive,
           Finding{Kind::beyond_scope,
                   "with the guard i + 2^j ≤ N on the read (P_i reads A(i + 2^j) only if it "
                   "exists) Reduction is correct and EREW for every N in ⌈log2 N⌉ iterations; as "
                   "printed P_i reads A(i + 2^j) past A(N)",
                   "groupops.pram.any_n.reduction",
                   "the loop bound presumes N = 2^d, the example has N = 8 and the memory A has "
                   "N cells; the slides never run Reduction for other N (N = 3 lies outside)",
                   {kLoopBound,
                    {"slide リダクションの例", "共有メモリAを用いてリダクション操作を行う。N=8。",
                     "a reduction with the shared memory A, N = 8"}},
                   {{"N", 3}}})
      .assume({kPowerOfTwoN})
      .extend("every N <= 1024, not only N = 2^d, with the loop bound read as ⌈log2 N⌉ - 1");
  const auto compare = [](Planted bug, const Point& p) {
    return check_any_n_reduction(p[0], false, bug);
  };
  return declare(list, kit::exhaustive(domains::any_n(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
