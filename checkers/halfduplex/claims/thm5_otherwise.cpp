// halfduplex.thm5.otherwise: section 2, Theorem 5 (\"otherwise\"). The claim as the paper states it
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm5_otherwise() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.thm5.otherwise", "section 2, Theorem 5 (\"otherwise\")",
           "otherwise (not both p >= 2k^2 - 3k + 1 and k >= 2), R(n, p, 1) < R(n, p, k) < "
           "R(n, p, k + 1) (Theorem 4's closed forms, every integer k >= 1, p >= k + 1; Z3)",
           Expect::refuted, Method::proof,
           Finding{Kind::beyond_scope,
                   "for k >= 2 and p < 2k^2 - 3k + 1, R(n, p, 1) < R(n, p, k) < R(n, p, k + 1); "
                   "read with k = 1, \"otherwise\" would say R(n, p, 1) < R(n, p, 1) (least: "
                   "k = 1, p = 2)",
                   "halfduplex.thm5.otherwise_corrected",
                   "section 6 restates Theorem 5 as a comparison of A(n, p, k) with L = "
                   "A(n, p, 1) for k >= 2; \"otherwise\" means k >= 2 and p < 2k^2 - 3k + 1, "
                   "and the counterexample needs k = 1",
                   {kSection6KAtLeast2},
                   {{"k", 1}, {"p", 2}}})
      .assume({kKAtLeast2})
      .extend(
          "a reading of \"otherwise\" as every case but (p >= 2k^2 - 3k + 1 and k >= 2), k = 1 "
          "included");
  return declare(list, formula_proof(proofs::HalfduplexFormula::thm5_otherwise_literal,
                                     {{"k", "all >= 1"},
                                      {"p", "all >= k+1 with not (p >= 2k^2-3k+1 and k >= 2)"}}));
}

}  // namespace cc::halfduplex_checks
