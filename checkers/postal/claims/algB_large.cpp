// postal.algB.large: section 4, Algorithm B. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/domains.hpp"

namespace cc::postal_checks {

Declared claim_algB_large() {
  ClaimList list("postal");
  list.add("postal.algB.large", "section 4, Algorithm B",
           "Algorithm B is correct in min{j | G(j) >= p} steps for large n, p, k and lambda: 200 "
           "random cases on ci (smoke 20, deep 2000), n up to 10^6, p up to 10^4, k and lambda "
           "up to 64",
           Expect::holds, Method::property);
  return declare(list,
                 kit::property(domains::npkl_sample(), on_variant(check_b_correct), runs_b()));
}

}  // namespace cc::postal_checks
