// postal.algA.ports: section 3.2, U_{x,j}, W_{y,j} and Fig. 3. The claim as the paper states it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/readers.hpp"

namespace cc::postal_checks {

Declared claim_algA_ports() {
  ClaimList list("postal");
  list.add(
      "postal.algA.ports", "section 3.2, U_{x,j}, W_{y,j} and Fig. 3",
      "In Algorithm A every PE x sends in step j (1 <= j <= m-lambda+1) to the PEs U_{x,j}, every "
      "PE y receives in step j (lambda <= j <= m) from the PEs W_{y,j} what they sent in step "
      "j-lambda+1, and no step exceeds k sends or k receives per PE; every n <= 1024, k, lambda <= "
      "8 on ci (smoke n <= 64, k, lambda <= 4; deep n <= 16384)",
      Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::shared(algorithm_a_pass(), read_ports, on_variant(check_ports), runs_a()));
}

}  // namespace cc::postal_checks
