// halfduplex.s.components: section 3, components (i)-(iv) of S(n, p, k). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_s_components() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.s.components", "section 3, components (i)-(iv) of S(n, p, k)",
           "B's communication steps are the components, phase by phase: phase 1 takes "
           "S(v, p - k, k) steps (i) (the executed B(v, p - k, k), or A(v, k + 1, k) at "
           "p = 2k + 1), at least k(k - 1), so the moved transfers add none; phase 2 takes "
           "(p - 1) + (p - k) ((ii) and its share of (iv)); phases 3..k take (p - 1) + (p - k) "
           "((iii) and (iv)); phase k + 1 takes p - 1 (the p - k of (iv) merged into (iii)); "
           "executed at n = m(p^2 + kp + k + 1)/2, every p = k(i + 1) + 1, i >= 1, k >= 2, with "
           "p <= 12 (smoke), 32 (ci), 64 (deep), m <= 1 (smoke), 2 (ci), 4 (deep)",
           Expect::holds, Method::exhaustive)
      .assume({kIntegralRun});
  return declare(list, kit::exhaustive(domains::pkm({12, 32, 64}, {1, 2, 4}, true),
                                       on_variant(s_components_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
