// postal.thm4.proof.literal: section 3.2, the proof of Theorem 4 as printed ("n <= G(j)" with the
// j of Lemma 3's "after step j"). The claim, its finding and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/domains.hpp"
#include "spec/claims/postal_assumptions.hpp"

namespace cc::postal_checks {

Declared claim_thm4_proof_literal() {
  using namespace postal_paper;
  ClaimList list("postal");
  list.add("postal.thm4.proof.literal", "section 3.2, proof of Theorem 4 (as printed)",
           "The proof of Theorem 4 as printed: by Lemma 3, after step j PE i < G(j) holds 0:i, "
           "and n <= G(j), so after step j every PE i < n holds c(i) = 0:i; read with the j of "
           "the same sentence (any step j >= 1 of Algorithm A's run), executed: every PE holds its "
           "prefix after every step. Every n <= 1024, k, lambda <= 8 on ci (smoke n <= 64, k, "
           "lambda <= 4; deep n <= 16384)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::misprint,
                   "n <= G(m), the definition of m: after step m every PE i < n holds 0:i "
                   "(Theorem 4, postal.thm4.optimal)",
                   "postal.thm4.optimal",
                   "the inequality is printed with the free j of the sentence before (\"after step "
                   "j\"), where it fails for every j < m (G(j) < n by the definition of m); the "
                   "same sentence derives it from m = min{j | G(j) >= n} and the next one "
                   "concludes after step m, so G(m) is meant; Theorem 4 holds",
                   {{"section 3.2, proof of Theorem 4",
                     "由預備定理 3 可知，在第 j 步之後，若 $0 \\leq i < G(j)$ ，PE i 有 $c(i) = "
                     "0:i$ 。因為 $m = \\min\\{j \\mid G(j) \\geq n\\}$ ，故 $n \\leq G(j)$ 。",
                     "by Lemma 3, after step j, if 0 <= i < G(j) then PE i has c(i) = 0:i; since "
                     "m = min{j | G(j) >= n}, n <= G(j)"}},
                   {{"n", 2}, {"k", 1}, {"lambda", 2}}})
      .assume({kKAtLeast1, kLambdaAtLeast1})
      .intended_by({"section 3.2, proof of Theorem 4, the next sentence",
                    "所以，演算法 A 執行結束後，也就是執行了 m 步之後，PE i 有 $c(i) = 0:i$ ， "
                    "$0 \\leq i < n$ 。",
                    "so after Algorithm A ends, that is after m steps, PE i has c(i) = 0:i, "
                    "0 <= i < n"});
  return declare(list,
                 kit::exhaustive(domains::nkl(), on_variant(check_thm4_proof_literal), runs_a()));
}

}  // namespace cc::postal_checks
