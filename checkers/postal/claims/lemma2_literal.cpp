// postal.lemma2.literal: section 3.2, Lemma 2 (statement as printed). The claim as the paper states
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/readers.hpp"
#include "spec/claims/postal_assumptions.hpp"

namespace cc::postal_checks {

Declared claim_lemma2_literal() {
  using namespace postal_paper;
  ClaimList list("postal");
  list.add(
          "postal.lemma2.literal", "section 3.2, Lemma 2 (statement as printed)",
          "In step j >= lambda of Algorithm A: (1) PE i, 0 <= i < G(j-1), receives nothing; (2) if "
          "G(j-1) + s G(j-lambda) <= i < G(j-1) + (s+1) G(j-lambda), 0 <= s <= k-1, PE i receives "
          "c(i - G(j-1) - u G(j-lambda)) from PE (i - G(j-1) - u G(j-lambda)) for all u in {0..s}; "
          "(3) if G(j-1) + t G(j-lambda) <= i < n, PE i receives c(i - G(j-1) + t G(j-lambda)) "
          "from PE "
          "(i - G(j-1) + t G(j-lambda)) for all t in {0..k-1} (the free t of the condition read as "
          "k, "
          "as the proof has it; the printed + sign checked); every n <= 1024, k, lambda <= 8 on ci "
          "(smoke n <= 64, k, lambda <= 4; deep n <= 16384)",
          Expect::refuted, Method::exhaustive,
          Finding{
              Kind::misprint,
              "case (3) reads: if G(j-1) + k G(j-lambda) <= i < n, PE i receives "
              "c(i - G(j-1) - t G(j-lambda)) from PE (i - G(j-1) - t G(j-lambda)) for all t in "
              "{0..k-1} (the bound is k, as in the proof, and the sign is minus)",
              "postal.lemma2.corrected",
              "the proof of Lemma 2's case 3, the definition of W_{y,j} and the proof of Lemma 3 "
              "all have k in the condition and a minus sign; so read, Lemma 2 holds (the check "
              "reads the printed free t as k, as the proof does, and tests the sign)",
              {{"section 3.2, Lemma 2 (預備定理 2), case 3 as printed",
                "情況 3.若 $G(j-1) + tG(j-\\lambda) \\leq i < n$ ，則對所有的 $t \\in \\{0, 1, "
                "\\dots, k-1\\}$ ，PE i 會由 PE $(i - G(j-1) + tG(j-\\lambda))$ 收到",
                "case 3: if G(j-1) + tG(j-lambda) <= i < n, then for all t in {0..k-1} PE i "
                "receives from PE (i - G(j-1) + tG(j-lambda))"},
               {"section 3.2, the definition of W",
                "$$W_{y,j} = \\{x \\mid x = y - G(j-1) - iG(j-\\lambda) \\geq 0, j \\geq "
                "\\lambda, 0 \\leq i \\leq k-1 \\text{ 且 } i \\text{ 為整數}\\},$$",
                "W_{y,j}: the senders y - G(j-1) - iG(j-lambda), with a minus sign"}},
              {{"n", 4}, {"k", 2}, {"lambda", 1}}})
      .assume({kKAtLeast1, kLambdaAtLeast1})
      .intended_by(
          {"section 3.2, proof of Lemma 2, case 3",
           "所以在第 j 步，對所有的 $t \\in \\{0, 1, \\dots, k-1\\}$ ，PE i 會由 PE $(i - "
           "G(j-1) - tG(j-\\lambda))$ 收到 $c(i - G(j-1) - tG(j-\\lambda))$ 。Q.E.D.",
           "so in step j, for every t in {0..k-1}, PE i receives c(i - G(j-1) - tG(j-lambda)) "
           "from PE (i - G(j-1) - tG(j-lambda))"});
  return declare(list, kit::shared(algorithm_a_pass(), read_lemma2_literal,
                                   on_variant(check_lemma2_literal), runs_a()));
}

}  // namespace cc::postal_checks
