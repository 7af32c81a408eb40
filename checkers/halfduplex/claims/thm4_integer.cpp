// halfduplex.thm4.integer: section 2, Theorem 4 (as a count of steps). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm4_integer() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm4.integer", "section 2, Theorem 4 (as a count of steps)",
           "(2k - 1)(p - 1)(p + k - 1)/2k is an integer for every p = kq + 1, k >= 2, p <= 64 "
           "(smoke), 1024 (ci, deep)",
           Expect::holds, Method::exhaustive)
      .assume({kPKQ, kIntegral});
  return declare(list, kit::exhaustive(domains::pk_wide(), kit::point_case(thm4_integer_case)));
}

}  // namespace cc::halfduplex_checks
