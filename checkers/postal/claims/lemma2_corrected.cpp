// postal.lemma2.corrected: section 3.2, Lemma 2 (as its proof uses it). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/readers.hpp"

namespace cc::postal_checks {

Declared claim_lemma2_corrected() {
  ClaimList list("postal");
  list.add(
      "postal.lemma2.corrected", "section 3.2, Lemma 2 (as its proof uses it)",
      "Lemma 2 with case (3) as: if G(j-1) + k G(j-lambda) <= i < n, PE i receives "
      "c(i - G(j-1) - t G(j-lambda)) from PE (i - G(j-1) - t G(j-lambda)) for all t in {0..k-1}; "
      "and every message received in step j was sent in step j-lambda+1; every n <= 1024, k, "
      "lambda <= 8 on ci (smoke n <= 64, k, lambda <= 4; deep n <= 16384)",
      Expect::holds, Method::exhaustive);
  return declare(list, kit::shared(algorithm_a_pass(), read_lemma2_corrected,
                                   on_variant(check_lemma2_corrected), runs_a()));
}

}  // namespace cc::postal_checks
