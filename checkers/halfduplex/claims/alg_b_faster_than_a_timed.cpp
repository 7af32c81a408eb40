// halfduplex.alg_b.faster_than_a_timed: section 3's B faster than A (and F than E), with phase
// 1 timed per lane, at every n of the precondition. The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/timing.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_b_faster_than_a_timed() {
  using namespace halfduplex_assumptions;
  const Quote kFaster{"section 3",
                      "Clearly, Algorithm B(n, p, k) takes less communication time than "
                      "Algorithm A(n, p, k). Note that the two algorithms take the same amount "
                      "of computation time.",
                      ""};
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_b.faster_than_a_timed", "section 3 (phase 1 timed per lane)",
           kBFasterTimed + "; every n >= (p^2 + kp + k + 1)/2 up to 4p^2" + kIntegerSplit,
           Expect::refuted, Method::exhaustive,
           Finding{Kind::beyond_scope,
                   "at the n where every quotient is an integer B is faster than A and F at "
                   "least as fast as E with phase 1 timed per lane "
                   "(halfduplex.alg_b.faster_than_a_timed_integral; there the two readings give "
                   "the same counts, halfduplex.phase1.timed_same)",
                   "halfduplex.alg_b.faster_than_a_timed_integral",
                   "the counterexample (n = 20, p = 5, k = 2, where (p^2 + kp + k + 1)/2 = 19) "
                   "is not an integral n, and rests on two choices of collcheck's together: the "
                   "integer split (blocks of 5 and 6 inputs, so the last k PEs' scan is one step "
                   "longer than the first p - k PEs' computation) and the timed reading of phase "
                   "1 (there B's moved parts lengthen the slower lane); the paper assumes every "
                   "value an integer",
                   {kFaster, kIntegers},
                   {{"p", 5}, {"k", 2}, {"n", 20}}})
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list, kit::exhaustive(pkn_b_tau(false), on_variant(b_faster_timed_case),
                                       runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
