// postal.lemma3.contents: section 3.2, Lemma 3. The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/readers.hpp"

namespace cc::postal_checks {

Declared claim_lemma3_contents() {
  ClaimList list("postal");
  list.add("postal.lemma3.contents", "section 3.2, Lemma 3",
           "After every step j >= 1 of Algorithm A, c(i) = 0:i for 0 <= i < G(j) and "
           "c(i) = (i-G(j)+1):i for G(j) <= i < n; every n <= 1024, k, lambda <= 8 on ci (smoke n "
           "<= 64, k, lambda <= 4; deep n <= 16384)",
           Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::shared(algorithm_a_pass(), read_lemma3, on_variant(check_lemma3), runs_a()));
}

}  // namespace cc::postal_checks
