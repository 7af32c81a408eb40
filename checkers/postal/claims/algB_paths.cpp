// postal.algB.paths: section 4, "B's paths are A's". The claim as the paper states it and the
// checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/domains.hpp"

namespace cc::postal_checks {

Declared claim_algB_paths() {
  ClaimList list("postal");
  list.add("postal.algB.paths", "section 4",
           "When Algorithm B runs, every PE's message paths are Algorithm A's, and c(i) and d(i) "
           "undergo the same combines, only their initial values differ: B on (n, p) and A on p "
           "PEs, both run on the executor, deliver the same messages (step, sender, receiver, "
           "step sent) in every step, and after every step j, where A's c(i) = a:b, B's c(i) "
           "covers the blocks of PEs a..b (s_a:(s_{b+1} - 1)) and d(i) = s_a:s_b, s_x the first "
           "index of PE x's block; every n <= 64, p < n, k, lambda <= 3 on ci (smoke n <= 24; "
           "deep n <= 256, k, lambda <= 4)",
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::b_paths(), on_variant(check_b_paths), runs_b()));
}

}  // namespace cc::postal_checks
