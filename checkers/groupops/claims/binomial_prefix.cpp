// groupops.binomial.prefix: the agenda's 2項木モデル … 3. プレフィックス計算 (collcheck's
// procedure). The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_binomial_prefix() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.binomial.prefix",
           "slide 今日の内容 (2項木モデルを用いた基本的なグループ操作: 3. プレフィックス計算), "
           "never given",
           "Prefix computation on the binomial tree, which the agenda promises and the slides "
           "never give, in collcheck's procedure: an up-sweep on the gather's schedule (step s "
           "along dimension s - 1, the parent combines its own block ⊕ the child's subtree value) "
           "and a down-sweep on the scatter's schedule (step k + s along dimension k - s) in which "
           "node v sends child v + 2^c the value a_0 ⊕ ... ⊕ a_{v+2^c-1} leave a_0 ⊕ ... ⊕ a_v in "
           "every node v after 2k = 2 log2 N steps, every message along a tree edge of the step's "
           "dimension (interval witness, hypercube executor with registers)" +
               domains::kOverKCi12,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo})
      .extend(
          "the procedure is collcheck's: the slides name prefix on the binomial tree in their "
          "agenda and give no procedure for it");
  const auto compare = [](Planted bug, const Point& p) { return check_binomial_prefix(p[0], bug); };
  return declare(list, kit::exhaustive(domains::k_ci12(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
