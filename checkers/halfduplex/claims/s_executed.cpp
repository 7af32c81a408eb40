// halfduplex.s.executed: section 3, S(n, p, k). The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_s_executed() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.s.executed", "section 3, S(n, p, k)",
           "the executed communication steps of B(n, p, k) are "
           "S(n, p, k) = (2k-1)p^2/2k - p/2 + k^2 - 3k + 2, for n >= (p^2 + kp + k + 1)/2" +
               kPKNB,
           Expect::refuted, Method::exhaustive,
           Finding{Kind::erratum,
                   "the components (i)-(iv) with the merge give S(n, p, k) = S(v, p-k, k) + "
                   "k(p-1) + (k-1)(p-k), S(n, 2k+1, k) = 5k^2 - k - 1, so S(n, p, k) = "
                   "(2k-1)(p-1)(p+k-1)/2k - (k-1)^2(p-k-1)/k = R(n, p, k) - (k-1)^2(p-k-1)/k, "
                   "the printed form plus (k-1)(2k-1)/2k (the printed form is never an integer "
                   "for k >= 2)",
                   "halfduplex.s.executed_corrected",
                   "the paper defines S as the number of communication steps of B, the sum of its "
                   "components (i)-(iv) with phase k + 1's merge, and assumes every value an "
                   "integer; the printed closed form (cited from [36], not derived) is short of "
                   "that sum by (k-1)(2k-1)/2k and never an integer for k >= 2, and no passage "
                   "of the paper gives the right value, so it is no misprint; section 6 builds "
                   "R - S and its condition for B faster than L on it; inside every stated "
                   "assumption (p = k(i+1)+1, k >= 2, integral quotients)",
                   {{"section 3",
                     "Let S(n, p, k) denote the number of communication steps required by "
                     "Algorithm B(n, p, k). Thus, S(n, p, k) is the sum of the following "
                     "components:",
                     ""},
                    {"section 3",
                     "It can be shown that [36]  $$S(n, p, k) = \\frac{2k-1}{2k}p^2 - "
                     "\\frac{1}{2}p + k^2 - 3k + 2.$$",
                     ""},
                    kIntegers},
                   {{"p", 5}, {"k", 2}, {"n", 19}}})
      .assume({kIntegral})
      .reading_of("halfduplex.s");
  return declare(list, kit::exhaustive(domains::pkn_b(), s_case(SRead::printed)));
}

}  // namespace cc::halfduplex_checks
