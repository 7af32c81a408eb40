// logp.thm3.numbering_tstar: section 1, Theorem 3 and Definition 4, on the truncated trees T*(P)
// that Algorithm 2 numbers its nodes by. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm3_numbering_tstar() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm3.numbering_tstar",
           "section 1, Theorem 3 and Definition 4 (\"根据定理 3 和定义 4 已可求出其 "
           "T*(P; L, o, g), 它的各结点的二元组表示都是唯一的\")",
           "For every P with f_{T-1} < P <= f_T and every root P_0, the nodes of T*(P; L, o, g), "
           "the first P nodes of OBT(f_T) in preorder, are numbered 0..P-1 once each, and the "
           "k-th child of (P_i, T_i) among them is ((P_i + 1 + f_{T_i} - f_{T_i-kg}) mod P, "
           "T_i - L - 2o - kg): Theorem 3's rule numbers the truncated trees too, as Algorithm 2 "
           "(step 3 and ComputeParent) uses it (f_T <= 64)",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO})
      .extend(kRunsOZeroAndGBelowO);
  return declare(list,
                 kit::exhaustive(domains::numbering(), kit::point_case(thm3_numbering_tstar)));
}

}  // namespace cc::logp_checks
