// omega.multicast.fewest.combining: section 3.1 and section 1 (fewest transmissions). The claim as
// the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"
#include "spec/claims/omega_assumptions.hpp"

namespace cc::omega_checks {

namespace {

const Quote kUnicasts{"abstract",
                      "然而由於硬體的限制，往往是藉由多次的 unicast 來達到 multicast 的效果。",
                      "because of hardware limits, multicast is done by several unicasts"};
const Quote kFewest{"section 3.1, after the example of Theorem 1",
                    "如此，就可以利用管線的方式在最少的傳遞次數下完成 group multicast 的工作。",
                    "so group multicast can be done by pipelining with the fewest transmissions"};
const Quote kMostEfficient{
    "section 1",
    "對於這些需要做 group multicast 運算的處理器節點，想要加速其資訊傳遞的時間，"
    "使用管線方式是最有效的方法。",
    "to speed up the transmissions of the nodes that do group multicast, pipelining is the most "
    "efficient method"};

}  // namespace

Declared claim_multicast_fewest_combining() {
  using namespace omega_paper;
  ClaimList list("omega");
  list.add(
          "omega.multicast.fewest.combining", "section 3.1 and section 1 (fewest transmissions)",
          "If a transmission could carry every message its sender holds (combined into one), group "
          "multicast of m nodes would still need m - 1 steps; every schedule, the domain of "
          "omega.multicast.fewest (ci: every node set of L <= 2, at most 4 nodes at L = 3)",
          Expect::refuted, Method::exhaustive,
          Finding{
              Kind::beyond_scope,
              "with combining, fewer steps can do: the four nodes of the 4 x 4 network finish in "
              "2 steps (recursive doubling on disjoint paths); the paper's m - 1 is the fewest "
              "for one message per transmission, as its pipeline forwards them "
              "(omega.multicast.fewest)",
              "omega.multicast.fewest",
              "the paper forwards each message as it is, one per transmission, and claims the "
              "fewest transmissions only for that; combining messages is a model it does not use",
              {kFewest, kMostEfficient, kMulticastForward, kUnicasts},
              {{"m", 4}, {"L", 2}, {"mask", 15}}})
      .extend(
          "reads a transmission as carrying every message its sender holds (combined), a "
          "reading the paper does not make: it forwards each message as received");
  return declare(list,
                 kit::exhaustive(domains::schedules(true), kit::point_case(fewest_combining_case)));
}

}  // namespace cc::omega_checks
