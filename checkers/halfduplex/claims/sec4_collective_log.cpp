// halfduplex.sec4.collective_log: section 4's "either a broadcast or scatter operation takes
// Theta(log p) time to send to p PEs", on the half-duplex executor. The claim as the paper states
// it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec4_collective_log() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec4.collective_log", "section 4 (\"Theta(log p)\" per collective)",
           "with a suitable implementation, either a broadcast or scatter operation takes "
           "Theta(log p) time to send to p PEs: on the half-duplex executor a binomial-tree "
           "broadcast of one value and a binomial-tree scatter of q values (a message carries "
           "its receiver's whole subtree) from a root to q PEs, as point-to-point steps, take "
           "exactly ceil(log2 q) steps and leave every PE its value (roots P_1, P_2, P_{q/2+1}, "
           "P_q); and no broadcast takes fewer, over every schedule of half-duplex steps "
           "(exhaustive; the same bound holds for a scatter, whose every receiver needs "
           "something only the root holds at the start). q <= 32 (smoke), 128 (ci), 1024 "
           "(deep); every schedule for q <= 6 (smoke), 8 (ci), 10 (deep)",
           Expect::holds, Method::exhaustive);
  const kit::Domain qs{[](Budget b) {
    return std::vector<Axis>{{"q", 2,
                              b == Budget::smoke ? 32
                              : b == Budget::ci  ? 128
                                                 : 1024,
                              2, 1 << 16}};
  }};
  return declare(list, kit::exhaustive(qs, on_run(collective_log_case)));
}

}  // namespace cc::halfduplex_checks
