// omega.multicast.fewest: section 3.1 and section 1 (fewest transmissions). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"
#include "spec/claims/omega_assumptions.hpp"

namespace cc::omega_checks {

Declared claim_multicast_fewest() {
  using namespace omega_paper;
  ClaimList list("omega");
  list.add(
          "omega.multicast.fewest", "section 3.1 and section 1 (fewest transmissions)",
          "Group multicast of m >= 2 selected nodes needs m - 1 steps, the number the ring's "
          "pipeline "
          "takes: no schedule of the model finishes within m - 2 steps, where a step is any set of "
          "unicasts whose paths share no link of the network (so a node sends at most one and "
          "receives at most one message per step), each carrying one message its sender holds; and "
          "the ring of section 4.1 finishes in m - 1. Every schedule (breadth-first over what each "
          "node holds), every node set of the networks L <= 2 and every set of at most 4 nodes at "
          "L = 3 on ci (smoke L <= 2; deep at most 5 nodes at L = 3)",
          Expect::holds, Method::exhaustive)
      .assume({kOneMessage, kDisjointStep});
  return declare(list,
                 kit::exhaustive(domains::schedules(false), as_read(fewest_case, Read::printed)));
}

}  // namespace cc::omega_checks
