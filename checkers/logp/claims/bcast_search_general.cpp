// logp.bcast.search_general: section 1 (broadcast paths form a tree), a test of collcheck's
// broadcast search. The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_bcast_search_general() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.bcast.search_general",
           "section 1 (由于每个处理机只接收一次消息, 播送路径是树状的), a test of the broadcast search",
           "Since each PE receives only once, broadcast paths form a tree: no LogP broadcast "
           "program informs more PEs by T than the broadcast search (which sends only to PEs "
           "that do not hold the message, so along a tree): every program on P PEs, cycle by "
           "cycle (a PE idles, sends the message to any other PE, informed or not, or receives "
           "any arrived message; several messages per pair; no tree assumed), informs at most "
           "best_broadcast's count by every T up to 10 (smoke 8), and the search's schedule "
           "informs that many on the executor [P <= 3 smoke and ci, P <= 4 deep; L, o <= 2, "
           "o <= g <= 3]",
           Expect::holds, Method::exhaustive)
      .assume({kGeO, kOPositive});
  return declare(list,
                 kit::exhaustive(domains::broadcast_programs(), on_budget(bcast_search_general)));
}

}  // namespace cc::logp_checks
