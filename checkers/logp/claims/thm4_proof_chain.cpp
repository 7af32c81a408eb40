// logp.thm4.proof_chain: section 2, proof of Theorem 4 (as printed). The claim as the paper states
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm4_proof_chain() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm4.proof_chain", "section 2, proof of Theorem 4 (as printed)",
           "P <= f_T <= 2 f_{T-min{g, L+2o}} <= 2 f_{T-1} < 2P for T = T_B", Expect::refuted,
           Method::exhaustive,
           Finding{
               Kind::proof_gap,
               "the chain holds for P >= 2; for P = 1, T_B = 0 and f_{0-min{g, L+2o}} = 0, and "
               "the bound of Theorem 4 holds by itself",
               "logp.thm4.proof_chain_p2",
               "the chain fails only at P = 1, which the paper allows (P > 0; f at a negative "
               "index is 0 by its own proof of Theorem 2), while Theorem 4's bound holds there",
               {{"section 2, proof of Theorem 4",
                 "又 $P \\leqslant f_T \\leqslant 2f_{T-\\min\\{g, L+2o\\}} \\leqslant 2f_{T-1} < "
                 "2P$, 代入上式有 $\\min\\{g, L+2o\\} \\log(P) \\leqslant T = T_B < \\max\\{g, "
                 "L+2o\\} \\log(4P)$. 命题得证.",
                 "also P <= f_T <= 2 f_{T-min{g, L+2o}} <= 2 f_{T-1} < 2P; substituting gives "
                 "min{g, L+2o} log P <= T = T_B < max{g, L+2o} log(4P). QED"},
                kAnyP},
               {{"P", 1}, {"L", 1}, {"o", 1}, {"g", 1}},
               "logp.thm4.bounds"})
      .assume({kPPositive, kGeO});
  return declare(list, kit::exhaustive(domains::chain(false), kit::point_case(thm4_chain)));
}

}  // namespace cc::logp_checks
