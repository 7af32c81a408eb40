// halfduplex.sec7.tradeoff.literal: the abstract's and section 7's trade-off at every p at which
// a family has two members. The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec7_tradeoff_literal() {
  using namespace halfduplex_assumptions;
  const Quote kAbstract{
      "abstract",
      "These families each provide the flexibility of either fewer computation time steps or "
      "fewer communication steps to achieve the minimal running time depending on the ratio of "
      "the time required by a communication step to the time required by a computation step.",
      ""};
  const Quote kConclusion{
      "section 7",
      "Each of the four families of algorithms provides the flexibility of using either fewer "
      "computation time steps (and more communication time steps) or fewer communication time "
      "steps (and more computation time steps) to achieve the minimal running time.",
      ""};
  const Quote kDefinitelyFaster{"section 6",
                                "That is, A(n, p, k) is definitely faster than L when  $p \\ge "
                                "2k^2 - 3k + 1$  and  $k \\ge 2$ .",
                                ""};
  ClaimList list("halfduplex");
  list.add("halfduplex.sec7.tradeoff.literal", "abstract; section 7",
           "each of the four families provides the flexibility of using either fewer "
           "computation steps or fewer communication steps: at every p at which a family has "
           "at least two members, its member with the fewest computation steps is not one with "
           "the fewest communication steps (executed as halfduplex.sec7.tradeoff, A and E at "
           "p = 3 included)" +
               kMergedReading + "; every p <= 20 (smoke), 32 (ci), 64 (deep)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::erratum,
                   "the trade-off exists at every p <= 64 at which a family has two members, "
                   "except A and E at p = 3 (halfduplex.sec7.tradeoff)",
                   "halfduplex.sec7.tradeoff",
                   "the sentence is made for each family without restriction, inside p = kq + 1, "
                   "k >= 1, q >= 1; at p = 3, A(n, 3, 2) takes fewer computation steps than "
                   "L = A(n, 3, 1) and as many communication steps (6 and 6; E: 3 collectives "
                   "of 3 PEs against 2 of 3 and 2 of 2, 9.51 against 10.34), so it is the "
                   "fastest member for every tau: the paper's own Theorem 5 gives it (p = 3 >= "
                   "2k^2 - 3k + 1 = 3 at k = 2, where section 6 calls A definitely faster than "
                   "L); no passage excludes p = 3",
                   {kAbstract, kConclusion, kDefinitelyFaster, kPKQ1, kIntegers},
                   {{"p", 3}}})
      .assume({kIntegralRun});
  return declare(list, kit::exhaustive(domains::p_only(), on_variant(tradeoff_literal_case),
                                       runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
