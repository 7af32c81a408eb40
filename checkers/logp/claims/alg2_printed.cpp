// logp.alg2.printed: section 3, Algorithm 2 (as printed). The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_alg2_printed() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.alg2.printed", "section 3, Algorithm 2 (as printed)",
           "Algorithm 2 as printed (step 4: K_i := floor(T_i - (L+2o+1)/g) + 1; step 6: B_i := "
           "floor((n - sum A_j)/P); step 10: PE P_0 sends, every other PE prints) leaves the sum "
           "of a[0..N-1] on P_0 (o > 0, g >= o)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::erratum,
                   "step 4 reads floor((T_i - (L+2o+1))/g) + 1 with K_i the children in S* (0 for "
                   "a leaf), the N - N_S surplus is spread so that every operand is used (ceil), "
                   "g >= o+1, and step 10 reads if (P_i != P_0)",
                   "logp.alg2.intended",
                   "besides its misprints (step 4's bracket and its count for leaves, step 10's "
                   "test, n for N: the comments and Lemma 1 show what is meant) it fails as "
                   "meant: with them fixed (logp.alg2.misprints_fixed) step 6's floor still "
                   "leaves operands unsummed; at the least point (extra = 0) it is the printed "
                   "step 4's K_i for the leaf (-3) and step 10 (only P_0 sends) that fail",
                   {{"section 3, Algorithm 2, step (4)",
                     "$K_i := \\lfloor (T_i - (L+2o+1)/g) \\rfloor + 1$;",
                     "K_i := floor(T_i - (L+2o+1)/g) + 1 (Lemma 1 has floor((T_i - (L+2o+1))/g))"},
                    {"section 3, Algorithm 2, step (10)", "if ($P_i = P_0$) {",
                     "if P_i = P_0 then send to the parent, else print (the comments say: the "
                     "root prints, the others send)"},
                    kGAtLeastO},
                   {{"P", 2}, {"L", 1}, {"o", 1}, {"g", 1}, {"extra", 0}}})
      .assume({kGeO, kOPositive})
      .reading_of("logp.alg2");
  return declare(list, kit::exhaustive(domains::alg2(1, false), kit::point_case(alg2_printed)));
}

}  // namespace cc::logp_checks
