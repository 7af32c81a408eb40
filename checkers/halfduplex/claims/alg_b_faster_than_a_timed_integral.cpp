// halfduplex.alg_b.faster_than_a_timed_integral: section 3's B faster than A (and F than E),
// with phase 1 timed per lane, at the n where every quotient is an integer. The claim and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/timing.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_b_faster_than_a_timed_integral() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_b.faster_than_a_timed_integral",
           "section 3 (phase 1 timed per lane, integral n)",
           kBFasterTimed + "; every n = m(p^2 + kp + k + 1)/2 up to 4p^2",
           Expect::holds, Method::exhaustive)
      .assume({kIntegral});
  return declare(list, kit::exhaustive(pkn_b_tau(true), on_variant(b_faster_timed_case),
                                       runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
