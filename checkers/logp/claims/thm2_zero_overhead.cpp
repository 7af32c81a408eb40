// logp.thm2.zero_overhead: section 1, Theorem 2 (the corner o = 0). The claim as the paper states
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm2_zero_overhead() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add(
          "logp.thm2.zero_overhead", "section 1, Theorem 2 (the corner o = 0)",
          "The recurrence of Theorem 2 equals the direct count also for o = 0, which the "
          "theorem's hypothesis o > 0 excludes (up to T = 200, or the last T with f_T below 2^128)",
          Expect::holds, Method::exhaustive)
      .assume({kOPositive})
      .extend(kRunsOZero);
  return declare(list,
                 kit::exhaustive(domains::counting_zero_overhead(), on_budget(thm2_recurrence)));
}

}  // namespace cc::logp_checks
