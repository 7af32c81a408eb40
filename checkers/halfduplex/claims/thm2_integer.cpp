// halfduplex.thm2.integer: section 2, Theorem 2 (as a count of steps). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm2_integer() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm2.integer", "section 2, Theorem 2 (as a count of steps)",
           "C(n, p, k) = 2n(p + k)/(p^2 + kp + k + 1) - 1 is an integer (a number of steps) "
           "wherever A applies, n >= (p^2 + kp + k + 1)/2" +
               kPKN,
           Expect::refuted, Method::exhaustive,
           Finding{Kind::beyond_scope,
                   "where the paper's quotients are integers (n = m(p^2 + kp + k + 1)/2) "
                   "Theorem 2 gives m(p + k) - 1, an integer, and the executed count "
                   "(halfduplex.thm2.c); with collcheck's integer split elsewhere the executed C "
                   "is never below Theorem 2's value (halfduplex.thm2.integer_split)",
                   "halfduplex.thm2.c",
                   "the paper assumes all numerical values are integers; the claim fails only "
                   "where they are not (n = 5, p = 2: v = 5/2)",
                   {kIntegers},
                   {{"p", 2}, {"k", 1}, {"n", 5}}})
      .assume({kIntegral})
      .extend(
          "every n >= (p^2 + kp + k + 1)/2, also where v, (n - v)/k or c/p is not an "
          "integer");
  return declare(list, kit::exhaustive(domains::pkn(), kit::point_case(thm2_integer_case)));
}

}  // namespace cc::halfduplex_checks
