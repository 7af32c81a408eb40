// Bounded model check of a broadcast of m items from PE 0 on the k-port lambda-postal model, one
// item per message (docs/schedule-format.md, "Many items"; the postal executor of
// spec/schedule/postal.cpp enforces it for documents with "count"): Boolean send variables
// s[t][a][b][j] (PE a sends item j to PE b in step t) and holders h[t][b][j] (b holds item j after
// step t), at most k sends and k receives per PE per step, one message per pair of PEs and step
// (the executor's rule), latency lambda (a send of step t is received in step t + lambda - 1 and
// can be forwarded from step t + lambda on). The query asks for a schedule with which every PE
// holds every item after `steps` steps.
//
// Shape assumed without loss of generality (each keeps the answer: a schedule of the model exists
// if and only if one of this shape does; the three are compatible, since each relabelling keeps
// what the earlier ones assume):
//   single receipt: a PE is sent an item only while it does not hold it and at most once (so
//     never PE 0, which holds every item): dropping the other messages of a schedule leaves every
//     PE holding every item as early and only lowers every count of sends and receives;
//   items by first receipt: item j + 1 is first held by a PE other than 0 no earlier than item j
//     (the items all start at PE 0 and are interchangeable: relabel them by the step they first
//     reach another PE);
//   PEs by first receipt of item 0: PE b + 1 holds item 0 after step t only if PE b does (the PEs
//     other than 0 are interchangeable: relabel them; this keeps the items' first-receipt steps).
#pragma once

#include <cstdint>
#include <vector>

#include "proofs/engine.hpp"

namespace cc::proofs {

// One message of an m-item broadcast schedule: `from` sends item `item` to `to`.
struct ItemSend {
  std::uint32_t from, to, item;
};

struct MBcastResult {
  ProofResult result;                      // proved: no such schedule; counterexample: `sends`
  std::vector<std::vector<ItemSend>> sends;  // sends[t-1]: the messages sent in step t
};

// Planted defects of the encoding (tests only): each drops one constraint, and the replay of the
// schedule the solver then finds on the executor must refuse it.
enum class MBcastPlant {
  none,
  drop_pair,    // two items from one PE to another in one step allowed (one message per pair)
  drop_holder,  // a PE may send an item it does not hold
};

MBcastResult postal_mbcast_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                               std::uint32_t m, std::uint32_t steps, const ProofOptions& opts,
                               MBcastPlant plant = MBcastPlant::none);

}  // namespace cc::proofs
