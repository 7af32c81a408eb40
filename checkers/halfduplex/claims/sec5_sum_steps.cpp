// halfduplex.sec5.sum_steps: section 5, the example n = 1024, p = 256, k = 85. The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec5_sum_steps() {
  ClaimList list("halfduplex");
  list.add("halfduplex.sec5.sum_steps", "section 5, the example n = 1024, p = 256, k = 85",
           "\"it is even impossible to compute the sum of 1024 inputs in 7 computation steps\": "
           "no schedule of the model, for any p and any communication, forms x_1 (+) ... (+) x_n "
           "in fewer than ceil(log2 n) computation steps (10 for n = 1024). The least over every "
           "sequence of sets of operations on the values formed so far (a half-duplex schedule "
           "with its communication removed is one: communication forms no value) is exactly "
           "ceil(log2 n): exhaustive for n <= 6 (smoke), 8 (ci, deep), and over the lengths a "
           "value can have after t steps for every n <= 64 (smoke), 1024 (ci), 4096 (deep); a "
           "binary tree on ceil(n/2) PEs meets it on the executor (n <= 16 (smoke), 64, and "
           "n = 1024)",
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::sum_n(), on_run(sum_steps_case)));
}

}  // namespace cc::halfduplex_checks
