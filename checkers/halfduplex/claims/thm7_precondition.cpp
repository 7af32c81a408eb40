// halfduplex.thm7.precondition: section 2, Theorem 7; section 5. The claim as the paper states it
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm7_precondition() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm7.precondition", "section 2, Theorem 7; section 5",
           "to use A(n, p, k) effectively (every PE computes at least one value in every phase "
           ">= 2) it is required that n >= (p^2 + kp + k + 1)/2 (run with the integer split)" +
               kPKN,
           Expect::refuted, Method::exhaustive,
           Finding{Kind::beyond_scope,
                   "with Theorem 1's v, n - v >= kp <=> n >= (p^2 + kp + k + 1)/2 "
                   "(halfduplex.thm7.equivalence), and the precondition suffices for every PE to "
                   "compute in every phase >= 2 (halfduplex.thm7.sufficient, executed); where the "
                   "quotients are integers the precondition holds by itself",
                   "halfduplex.thm7.equivalence",
                   "the necessity fails only where v is not an integer, and only through "
                   "collcheck's rounding: v rounded down fails at 660 points for p < 40, rounded "
                   "to nearest at 283, rounded up at none; the paper derives the precondition "
                   "from Theorem 1's real v",
                   {{"section 5",
                     "Using  $n - v \\ge kp$  and Theorem 1, we see that  $$n - n(p^{2} - kp + k + "
                     "1)/(p^{2} + kp + k + 1) \\ge kp,$$   $$n \\ge (p^{2} + kp + k + 1)/2.$$",
                     ""},
                    kIntegers},
                   {{"p", 2}, {"k", 1}, {"n", 3}}})
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(domains::pkn(), thm7(Thm7Read::printed)));
}

}  // namespace cc::halfduplex_checks
