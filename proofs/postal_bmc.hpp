// Bounded model check of Theorem 1 in the style of SCCL: Boolean send variables s[t][a][b] (PE a
// sends v(0) to PE b in step t), holder variables h[t][b], at most k sends and k receives per PE
// per step (pseudo-Boolean at-most constraints), latency lambda (a send of step t is received in
// step t + lambda - 1 and can be forwarded from step t + lambda on). The query asks for a
// schedule with which all n PEs hold v(0) after `steps` steps.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "proofs/engine.hpp"

namespace cc::proofs {

struct BmcResult {
  ProofResult result;  // proved: no such schedule exists; counterexample: `sends` is one
  std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> sends;  // sends[t-1]
};

BmcResult postal_broadcast_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                               std::uint32_t steps, const ProofOptions& opts);

}  // namespace cc::proofs
