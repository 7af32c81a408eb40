// halfduplex.sec5.idle_bef: section 5, the example n = 1024, p = 256. The claim as the paper states
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec5_idle_bef() {
  ClaimList list("halfduplex");
  list.add("halfduplex.sec5.idle_bef", "section 5, the example n = 1024, p = 256",
           "\"This ineffective use of PEs also exists in phases 3 through k + 1 of all four "
           "families\": at n = 1024, p = 256, for every k with 256 = kq + 1, in every phase >= 2 "
           "of B, E and F (where defined) at least 248 of the 256 PEs compute nothing (executed)",
           Expect::holds, Method::exhaustive)
      .extend(
          "n = 1024 is below the precondition and not integral for any k: run with collcheck's "
          "integer split, as the paper's own example (halfduplex.sec5.idle does A)");
  return declare(list,
                 kit::exhaustive(domains::sec5_k(), on_variant(idle_bef_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
