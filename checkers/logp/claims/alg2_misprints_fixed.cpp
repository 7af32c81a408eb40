// logp.alg2.misprints_fixed: section 3, Algorithm 2 (its misprints fixed). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_alg2_misprints_fixed() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.alg2.misprints_fixed", "section 3, Algorithm 2 (its misprints fixed)",
           "Algorithm 2 with what the paper shows it means for its misprints (step 4 as its "
           "comment says, K_i the number of children of the node in S*, 0 for a leaf; step 10 as "
           "its comments say; n read as N) and step 6 as printed (B_i = floor((N - sum A_j)/P)) "
           "leaves the sum of a[0..N-1] on P_0 at T_B + floor((N - sum A_j)/P) (o > 0, g >= o)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::erratum,
                   "K_i the children in S* (0 for a leaf), B = ceil((N - N_S)/P) with the last "
                   "P*B - (N - N_S) nodes one operand short, g >= o+1 (logp.alg2.intended)",
                   "logp.alg2.intended",
                   "the defect that survives every fair reading of step 4 (its comment, Lemma 1's "
                   "leaf and non-leaf counts: at P = 2 = f_T all give the same A_i): step 6's "
                   "floor gives every node floor((N - N_S)/P) more operands and places the other "
                   "(N - N_S) mod P nowhere; at P = 2, L = o = g = 1, N = N_S + 1 = 5, B = 0 and "
                   "one operand is never summed; one child, so no g = o collision; inside o > 0, "
                   "g >= o",
                   {{"section 3, Algorithm 2, step (6)",
                     "$B_i := \\lfloor (n - \\sum_{j=0}^{P-1} A_j) / P \\rfloor$;",
                     "B_i := floor((n - sum A_j)/P): the remainder is not placed anywhere"},
                    kLemma1},
                   {{"P", 2}, {"L", 1}, {"o", 1}, {"g", 1}, {"extra", 1}}})
      .assume({kGeO, kOPositive})
      .reading_of("logp.alg2");
  return declare(list,
                 kit::exhaustive(domains::alg2(1, false), kit::point_case(alg2_misprints_fixed)));
}

}  // namespace cc::logp_checks
