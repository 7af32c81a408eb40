// halfduplex.s.theta: section 3 (\"Clearly, S(n, p, k) = Theta(p^2)\"). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_s_theta() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.s.theta", "section 3 (\"Clearly, S(n, p, k) = Theta(p^2)\")",
           "S(n, p, k) = Theta(p^2): the executed communication steps of B at n = "
           "m(p^2 + kp + k + 1)/2 satisfy 17p^2/25 <= S < 5p^2/4. The constants: with p = kq + 1, "
           "the components give S = k(2k - 1)q(q + 1)/2 - (k - 1)^2(q - 1), and for k, q >= 2, "
           "5p^2 - 4S = k^2(q^2 - 4) + 2kq^2 + 4kq + 8k + 4q + 1 > 0 and 100S - 68p^2 >= "
           "28q^2 - 72q + 32 >= 0, equal at p = 5, k = 2 (17 steps); every p = k(i + 1) + 1, "
           "i >= 1, k >= 2, with p <= 20 (smoke), 96 (ci), 192 (deep), m <= 1 (smoke), 2",
           Expect::holds, Method::exhaustive)
      .assume({kIntegralRun});
  return declare(list, kit::exhaustive(domains::pkm({20, 96, 192}, {1, 2, 2}, true),
                                       on_variant(s_theta_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
