// halfduplex.thm3.executed: section 2, Theorem 3 (executed). The claim as the paper states it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm3_executed() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm3.executed", "section 2, Theorem 3 (executed)",
           "if d > a and e > b then C(n, a, b) > C(n, d, b) > C(n, d, e), on the executed "
           "computation steps (integer split), for n meeting every precondition involved" +
               kPKN,
           Expect::refuted, Method::exhaustive,
           Finding{Kind::beyond_scope,
                   "at every n integral for all three configurations Theorem 3 holds on the "
                   "executed counts (halfduplex.thm3.integral), and for Theorem 2's formula "
                   "(halfduplex.thm3.formula, Z3); off those points no integer split rescues it "
                   "(n = 11, p = 3: C(11, 3, 1) = C(11, 3, 2) = 6 with every split)",
                   "halfduplex.thm3.integral",
                   "stated for Theorem 2's C under the assumption that all values are integers; "
                   "no counterexample exists at an n integral for all three configurations "
                   "(halfduplex.thm3.integral: 1852 chains, d <= 24, on ci), the least one (n = "
                   "8, p = 3, k = 1) is not integral",
                   {{"section 2, Theorem 3",
                     "If d > a and e > b, then C(n, a, b) > C(n, d, b) > C(n, d, e).", ""},
                    kIntegers},
                   {{"p", 3}, {"k", 1}, {"n", 8}}})
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn(), on_run(thm3_case)));
}

}  // namespace cc::halfduplex_checks
