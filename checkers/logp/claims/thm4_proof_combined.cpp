// logp.thm4.proof_combined: section 2, proof of Theorem 4 (the line combining 1 and 2). The claim
// as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm4_proof_combined() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm4.proof_combined", "section 2, proof of Theorem 4 (the line combining 1 and 2)",
           "For every T >= 0 (up to T = 200): min{g, L+2o} log2(f_T) <= T < max{g, L+2o} "
           "log2(f_T), in exact integers (f_T^min <= 2^T < f_T^max); L, o >= 1, g >= o",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::misprint,
                   "min{g, L+2o} log2(f_T) <= T < max{g, L+2o} log2(2 f_T) for every T >= 0",
                   "logp.thm4.proof_combined_2f",
                   "the line before it ends in log(2f_T), and only log(2f_T) with f_T < 2P gives "
                   "the log(4P) the proof concludes with; with log(f_T) the bound fails already at "
                   "T = 0 (log 1 = 0) and at T = 3 for L = o = g = 1 (f_3 = 2)",
                   {{"section 2, proof of Theorem 4",
                     "由①、②可以得到 $\\min\\{g, L+2o\\} \\log(f_T) \\leqslant T < "
                     "\\max\\{g, L+2o\\} \\log(f_T)$.",
                     "from 1 and 2 we get min{g, L+2o} log(f_T) <= T < max{g, L+2o} log(f_T)"},
                    {"section 2, proof of Theorem 4 (its conclusion)",
                     "又 $P \\leqslant f_T \\leqslant 2f_{T-\\min\\{g, L+2o\\}} \\leqslant "
                     "2f_{T-1} < 2P$, 代入上式有 $\\min\\{g, L+2o\\} \\log(P) \\leqslant T = "
                     "T_B < \\max\\{g, L+2o\\} \\log(4P)$.",
                     "substituting P <= f_T < 2P gives ... T = T_B < max{g, L+2o} log(4P): only "
                     "log(2 f_T) < log(4P) yields it"}},
                   {{"L", 1}, {"o", 1}, {"g", 1}}})
      .assume({kGeO, kOPositive})
      .intended_by({"section 2, proof of Theorem 4 (the line before)",
                    "即 $\\min\\{g, L+2o\\} \\log(f_T) \\leqslant T < \\max\\{g, L+2o\\} "
                    "\\log(2f_T)$.",
                    "i.e. min{g, L+2o} log(f_T) <= T < max{g, L+2o} log(2 f_T)"});
  return declare(list,
                 kit::exhaustive(domains::counting_g_ge_o(false), on_budget(thm4_proof_combined)));
}

}  // namespace cc::logp_checks
