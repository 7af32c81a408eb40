// logp.thm1.obt: section 1, Theorem 1. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm1_obt() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.thm1.obt", "section 1, Theorem 1",
           "B(P; L, o, g), the P nodes of GBT(P; L, o, g) with the smallest labels, is an optimal "
           "broadcast tree: run on the executor (node labelled t sends to its i-th child at "
           "t + ig) it informs all P PEs, and its time is the least over all schedules, "
           "min{T | f_T >= P}",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::beyond_scope,
                   "Theorem 1 holds for g >= o as the paper assumes, and for every g with g "
                   "replaced by max{g, o} (for g < o the tree's sends overlap); the corner o = 0 "
                   "included",
                   "logp.thm1.obt_effective",
                   "the counterexample needs g < o, which the paper's model section excludes; "
                   "inside g >= o the tree runs and is optimal against every schedule",
                   {kGAtLeastO},
                   {{"P", 3}, {"L", 1}, {"o", 2}, {"g", 1}}})
      .assume({kGeO})
      .extend("every g >= 1, also g < o, which the paper's model excludes");
  return declare(list, kit::exhaustive(domains::obt(1), kit::point_case(thm1_obt)));
}

}  // namespace cc::logp_checks
