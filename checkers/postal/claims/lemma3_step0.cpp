// postal.lemma3.step0: section 3.2, the proof of Lemma 3, which uses its induction hypothesis
// after step T - lambda + 1 = 0 (T = lambda - 1) while the lemma is stated for j >= 1. The claim
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/domains.hpp"

namespace cc::postal_checks {

Declared claim_lemma3_step0() {
  ClaimList list("postal");
  list.add("postal.lemma3.step0", "section 3.2, proof of Lemma 3 (the hypothesis after step 0)",
           "Lemma 3 holds after step 0 too, where its proof uses it (after step T - lambda + 1 "
           "with T = lambda - 1: the values step 1 sends, which step lambda receives): c(i) = 0:i "
           "for 0 <= i < G(0) = 1 and c(i) = (i - G(0) + 1):i for 1 <= i < n, on the values "
           "Algorithm A's run holds on the executor before step 1. Every n <= 1024, k, lambda <= "
           "8 on ci (smoke n <= 64, k, lambda <= 4; deep n <= 16384)",
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::nkl(), on_variant(check_lemma3_step0), runs_a()));
}

}  // namespace cc::postal_checks
