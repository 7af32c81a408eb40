// halfduplex.phase1.timed_same: at the n where the paper's quotients are integers, the two
// readings of phase 1's accounting give the same counts (docs/modelling-choices.md,
// halfduplex.phase1_accounting). The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "checkers/halfduplex/timing.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_phase1_timed_same() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.phase1.timed_same", "sections 2, 3 and 4 (phase 1's accounting)",
           "A, B, E and F (where defined) take the same computation and communication steps "
           "whether phase 1's concurrent lanes are combined by the componentwise maximum of "
           "their counts (collcheck's default) or timed per lane, at tau = 1/10, 1 and 10, and "
           "so the same running time C + tau R at every tau > 0 (timed, the time is the largest "
           "C + tau R over the choices of one lane per level, each choice at most the "
           "componentwise counts, and the chosen one has exactly them); a collective of q PEs "
           "at 2 ceil(log2 q)" +
               kMergedReading + kTimedReading +
               "; executed at n = m(p^2 + kp + k + 1)/2; every p = kq + 1 with p <= 8 (smoke), "
               "24 (ci), 64 (deep), every k, m <= 1 (smoke), 2 (ci, deep)",
           Expect::holds, Method::exhaustive)
      .assume({kPKQ, kIntegralRun});
  return declare(list, kit::exhaustive(domains::pkm({8, 24, 64}, {1, 2, 2}, false),
                                       on_variant(timed_same_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
