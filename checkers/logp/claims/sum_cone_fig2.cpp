// logp.sum.cone_fig2: section 3, Figure 2's parameters (collcheck synth's summation certificate
// against collcheck's summation search). The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_sum_cone_fig2() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.sum.cone_fig2",
           "section 3, Figure 2's parameters (collcheck synth's summation against the search)",
           "A test of collcheck's search, not a statement of the paper: at Figure 2's L = 5, "
           "o = 2, g = 4, collcheck synth's summation encoding (the cone class, to which every "
           "LogP program reduces with the same value on PE 0, proofs/logp_bmc.hpp) answers "
           "SumSearch::most(T, P): \"at least most\" sat with a program that replays on the "
           "executor summing exactly most, \"at least most + 1\" unsat [P = 2..3, T <= 10 on "
           "smoke; P = 2..7, T <= 12 on ci; T <= 29 on deep]",
           Expect::holds, Method::proof)
      .assume({kOPositive, kGeO});
  return declare(list, sum_cone_fig2_checker);
}

}  // namespace cc::logp_checks
