// halfduplex.alg_a.phases: section 2, Algorithm A, phases 1 to k + 1, at every p = kq + 1 and
// every k (the worked examples p = 4, 7 generalised). The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_alg_a_phases() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.alg_a.phases", "section 2, Algorithm A, phases 1, 2 and m; section 3",
           "A(n, p, k) phase by phase, n = m(p^2 + kp + k + 1)/2 (v = m(p'^2 + kp' + k + 1)/2 "
           "with p' = p - k, c = mp, c/p = m): phase 1 takes c - 1 computation steps and "
           "R(v, p - k, k) communication steps (Theorem 4's value, 0 when p = k + 1, and the "
           "count of A(v, p - k, k) run alone), and leaves y_v on P_{p-k} and z_i (all c "
           "values) on P_{p-k+i}; in phase 2 P_{p-k} (the only PE holding y_v) sends y_v to all "
           "the other PEs in p - 1 steps, then P_{p-k+1} scatters z_1, each PE having c/p of "
           "its c values; in phase m = 3..k+1 P_p sends y_{v+(m-2)c} the same way and "
           "P_{p-k+m-1} scatters z_{m-1}; phases 2..k take 2(p - 1) communication steps, phase "
           "k + 1 takes p - 1 for k >= 2 (P_p sends y with the parts, as in the worked examples "
           "and Theorem 4) and 2(p - 1) for k = 1; every phase >= 2 takes c/p computation "
           "steps, after which P_p holds y_{v+(m-1)c}; every p = kq + 1 with p <= 6 (smoke), "
           "12 (ci), 32 (deep), every k, m <= 1 (smoke), 2 (ci, deep)",
           Expect::holds, Method::exhaustive)
      .assume({kPKQ, kIntegralRun});
  return declare(list, kit::exhaustive(domains::pkm({6, 12, 32}, {1, 2, 2}, false),
                                       on_variant(alg_a_phases_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
