// postal.sec31.receivers.tight: section 3.1, the derivation of the send rule. The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"

namespace cc::postal_checks {

Declared claim_sec31_receivers_tight() {
  ClaimList list("postal");
  list.add(
      "postal.sec31.receivers.tight", "section 3.1, the derivation of the send rule",
      "Where no slack is left, n = G(m): every k-port lambda-postal schedule that gets v(0) to all "
      "n PEs within m steps has at least kG(j-1) PEs receive v(0) in step j+lambda-1, for every "
      "1 <= j <= m-lambda+1 (so every prefix algorithm optimal in steps does). BMC over every "
      "schedule, each n = G(m) <= 12 with k, lambda <= 3 on ci (smoke n <= 6, k, lambda <= 2; "
      "deep n <= 16)",
      Expect::holds, Method::proof);
  return declare(list, [](const std::string& id) { return tight_checker(id, true); });
}

}  // namespace cc::postal_checks
