// halfduplex.r_minus_s.executed: section 6. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_r_minus_s_executed() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.r_minus_s.executed", "section 6",
           "R(n, p, 1) - S(n, p, k) = (p^2 - kp - 2k^3 + 6k^2 - 4k)/2k on the executed counts of "
           "L and B (n meeting both preconditions)" +
               kPKNB,
           Expect::refuted, Method::exhaustive,
           Finding{Kind::erratum,
                   "with the executed S, R(n, p, 1) - S(n, p, k) = "
                   "(p^2 - kp - 2k^3 + 6k^2 - 4k - (k-1)(2k-1))/2k",
                   "halfduplex.r_minus_s.corrected",
                   "section 6 carries the defect of S into the comparison of B with L: its algebra "
                   "is right for the printed S (halfduplex.r_minus_s.algebra), so the difference "
                   "is off by exactly S's error, (k-1)(2k-1)/2k, on the executed counts",
                   {{"section 6",
                     "we see that when  $k \\ge 2$ , $R(n, p, 1) - S(n, p, k) = (p^2 - kp - 2k^3 "
                     "+ 6k^2 - 4k)/2k.$",
                     ""}},
                   {{"p", 5}, {"k", 2}, {"n", 19}}})
      .reading_of("halfduplex.s");
  return declare(list, kit::exhaustive(domains::pkn_b(), b_vs_l(BvsL::printed)));
}

}  // namespace cc::halfduplex_checks
