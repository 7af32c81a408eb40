// halfduplex.s.integer: section 3, S(n, p, k) (as a count of steps). The claim as the paper states
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "checkers/halfduplex/proof_checks.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_s_integer() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.s.integer", "section 3, S(n, p, k) (as a count of steps)",
           "S(n, p, k) = (2k - 1)p^2/2k - p/2 + k^2 - 3k + 2 is an integer (a number of steps) "
           "for p = k(i + 1) + 1, i >= 1, k >= 2 (every k <= 8 (smoke), 64 (ci), 256 (deep), "
           "i <= 16, 512, 2048)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::erratum,
                   "the printed S is never an integer for k >= 2 (2kS = -p(p + k) mod 2k and "
                   "p(p + k) = 1 mod k); the corrected S = R(n, p, k) - (k - 1)^2 (q - 1) is one",
                   "halfduplex.s.corrected",
                   "the defect of halfduplex.s.executed seen as a count: the printed S is never "
                   "an integer for k >= 2 (at every p = k(i+1)+1 the paper allows), while the "
                   "paper assumes every value an integer and S counts steps; no passage gives "
                   "another value",
                   {kIntegers, kSPrinted},
                   {{"k", 2}, {"i", 1}}})
      .assume(
          {{"p = k(i + 1) + 1, i >= 1, k >= 2 (section 3)",
            {"section 3", "$$p = k(i + 1) + 1$$ , where  $i \\ge 1$ .",
             "p = k(i + 1) + 1, where i >= 1"},
            [](const CaseValues& c) { return value_of(c, "k") >= 2 && value_of(c, "i") >= 1; }}})
      .reading_of("halfduplex.s");
  return declare(list, kit::exhaustive(domains::s_ki(), kit::point_case(s_integer_case)));
}

}  // namespace cc::halfduplex_checks
