// halfduplex.sec6.a_vs_l: section 6. The claim as the paper states it and the checker that decides
// it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec6_a_vs_l() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec6.a_vs_l", "section 6",
           "\"A(n, p, k) is definitely faster than L when p >= 2k^2 - 3k + 1 and k >= 2. "
           "However, when p < 2k^2 - 3k + 1, we need to know the ratio\": for k >= 2, "
           "C(n, p, k) < C(n, p, 1), and R(n, p, k) <= R(n, p, 1) when p >= 2k^2 - 3k + 1 (A "
           "faster for every tau), R(n, p, k) > R(n, p, 1) otherwise (tau decides), on the "
           "executed counts of A and L at the least n at which every quotient of both is an "
           "integer; every p = kq + 1 with k >= 2, p <= 20 (smoke), 64 (ci, deep)",
           Expect::holds, Method::exhaustive)
      .assume({kKAtLeast2, kIntegralBL});
  return declare(list,
                 kit::exhaustive(domains::pk_k2(), on_variant(a_vs_l_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
