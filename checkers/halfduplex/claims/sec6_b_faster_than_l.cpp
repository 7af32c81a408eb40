// halfduplex.sec6.b_faster_than_l: section 6. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec6_b_faster_than_l() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec6.b_faster_than_l", "section 6",
           "when p^2 - kp - 2k^3 + 6k^2 - 4k > 0, p >= 2k + 1 and k >= 2, B is faster than L: "
           "its communication steps S(n, p, k) are fewer than R(n, p, 1) (executed at the least "
           "n at which every quotient of B(n, p, k) and of L(n, p, 1) is an integer)" +
               kPKBFixed,
           Expect::refuted, Method::exhaustive,
           Finding{Kind::erratum,
                   "S(n, p, k) < R(n, p, 1) exactly when "
                   "p^2 - kp - 2k^3 + 6k^2 - 4k > (k-1)(2k-1)",
                   "halfduplex.sec6.b_faster_corrected",
                   "it fails with S as the paper means it (the sum of its components), inside "
                   "every stated assumption and at integer quotients: p = 19, k = 6, n = 46031 "
                   "(integral for B and for L), S = 346 > R(n, p, 1) = 342, so L is faster for "
                   "tau > 45/4; \"otherwise, we need to know the value of tau\" shows that "
                   "faster means for every tau",
                   {{"section 6",
                     "Therefore, when  $p^2 - kp - 2k^3 + 6k^2 - 4k > 0$ ,  $p \\ge 2k + 1$ , "
                     "and  $k \\ge 2$ , Algorithm B is faster than Algorithm L; otherwise, we "
                     "need to know the value of  $\\tau$  to decide which is faster.",
                     ""},
                    kIntegers},
                   {{"p", 19}, {"k", 6}}})
      .assume({kKAtLeast2, kIntegralBL})
      .reading_of("halfduplex.s");
  return declare(list, kit::exhaustive(domains::pk_b(), b_vs_l(BvsL::faster)));
}

}  // namespace cc::halfduplex_checks
