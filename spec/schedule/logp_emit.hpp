// The LogP algorithms of Shou and Chen written as schedule documents (docs/schedule-format.md,
// logp): the broadcast of T* (or a broadcast variant) and the summation of Algorithm 2 as intended
// (or a summation variant). Each is the executor schedule the algorithm builds (broadcast_schedule
// of the variant's plan; sum_schedule of intended_plan, changed by the variant's mutate), lowered
// to registers by logp::lower, the lowering logp::execute runs: `collcheck verify` runs the
// document on the same engine as the claims.
#pragma once

#include <ostream>
#include <string>

#include "spec/algorithms/logp_broadcast.hpp"
#include "spec/algorithms/logp_sum.hpp"

namespace cc::schedule {

// A broadcast from the plan's root; `name` names the document (verify.<name>.legal, ...).
void emit_broadcast(std::ostream& out, const logp::BroadcastVariant& v, const logp::Params& prm,
                    const std::string& name);

// The summation of N >= N_S operands on S*(P; L, o, g) (g >= o + 1), a reduce to the root with
// the operands where Algorithm 2 puts them (the collective's "operands").
void emit_summation(std::ostream& out, const logp::SumVariant& v, logp::Time L, logp::Time o,
                    logp::Time g, u64 P, logp::Time N, const std::string& name);

}  // namespace cc::schedule
