// groupops.pram.any_n.floor: the loop bound (log2 N) - 1 for N not a power of two. The claim as the
// slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_pram_any_n_floor() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add(
          "groupops.pram.any_n.floor", "the loop bound (log2 N) - 1 for N not a power of two",
          "Read as ⌊log2 N⌋ - 1, the loop bound is too short: the guarded Broadcast, Reduction and "
          "Prefix are each wrong for every N that is not a power of two and right for every "
          "N = 2^d, so ⌈log2 N⌉ - 1 is the only reading under which they are defined" +
              domains::kOverAnyN,
          Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwoN})
      .extend("every N <= 1024 (ci), not only N = 2^d as the slides take it");
  const auto compare = [](const Point& p) { return check_any_n_floor(p[0]); };
  return declare(list, kit::exhaustive(domains::any_n(), kit::point_case(compare)));
}

}  // namespace cc::groupops_checks
