// halfduplex.thm7.precondition_v_ceil: Theorem 7's necessity on the other reading of the integer
// split (v rounded up; docs/modelling-choices.md, halfduplex.integer_split). The claim and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm7_precondition_v_ceil() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm7.precondition_v_ceil", "section 2, Theorem 7; section 5",
           "to use A(n, p, k) effectively (every PE computes at least one value in every phase "
           ">= 2) it is required that n >= (p^2 + kp + k + 1)/2 (run with Theorem 1's v rounded "
           "up at every level, the other reading of the integer split: "
           "halfduplex.thm7.precondition runs it rounded down)" +
               kPKN2k,
           Expect::holds, Method::exhaustive)
      .extend("runs every n, also where the paper's quotients are not integers, with v rounded "
              "up (blocks differing by at most one): the other reading of the integer split, "
              "which the paper does not make either");
  return declare(list, kit::exhaustive(domains::pkn_2k(), thm7(Thm7Read::v_ceil), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
