// logp.intro.any_parameters: section 1's "the algorithms place no restriction on the values of
// the four LogP parameters", for the summation algorithm. The claim and the checker that decides
// it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_intro_any_parameters() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.intro.any_parameters", "section 1 (and the abstract)",
           "the algorithms place no restriction on the values of the four LogP parameters: for "
           "every L, o > 0 and g >= o (the model's g at least o), Algorithm 2 as intended (K_i "
           "the children in S*, the N - N_S surplus spread with a ceiling) leaves the sum of "
           "a[0..N-1] on P_0 at T_B + ceil((N - N_S)/P)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::erratum,
                   "for g >= o+1 (logp.alg2.intended); at g = o the receive and the addition of "
                   "consecutive children's sums collide on S*",
                   "logp.alg2.intended",
                   "the sentence excludes no value of L, o, g, and the counterexample has g = o, "
                   "inside the model's \"g at least o\" and o > 0",
                   {{"section 1",
                     "算法对 LogP 模型的 4 个参数的具体取值没有任何限制.",
                     "the algorithms place no restriction on the values of the four parameters of "
                     "the LogP model"},
                    kGAtLeastO},
                   {{"P", 3}, {"L", 1}, {"o", 1}, {"g", 1}, {"extra", 0}}})
      .assume({kGeO, kOPositive})
      .reading_of("logp.sum.g_eq_o");
  return declare(
      list, kit::exhaustive(domains::alg2(1, false), on_summation(alg2_intended), runs_variant()));
}

}  // namespace cc::logp_checks
