// postal.thm4.large: section 3.2, Lemma 3 and Theorem 4. The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/domains.hpp"

namespace cc::postal_checks {

Declared claim_thm4_large() {
  ClaimList list("postal");
  list.add("postal.thm4.large", "section 3.2, Lemma 3 and Theorem 4",
           "Lemma 3 after every step and Theorem 4 after step m, for large n, k and lambda: 200 "
           "random cases on ci (smoke 20, deep 2000), n up to 10^5 (a third near a G(j)), k and "
           "lambda up to 64",
           Expect::holds, Method::property);
  return declare(list,
                 kit::property(domains::nkl_sample(), on_variant(check_lemma3_thm4), runs_a()));
}

}  // namespace cc::postal_checks
