// The slides' EREW procedures (iterations on P_1..P_N, spec/algorithms/groupops_procedures.hpp)
// written as a schedule document (docs/schedule-format.md, pram): one document step per EREW
// sub-step of the program reading (erew_steps), P_i as PE i - 1, a(i) as register c and the value
// a combining read brings as register t. `collcheck verify` reads it back into iterations and runs
// them on the same executor, run_pram.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "spec/models/groupops.hpp"

namespace cc::schedule {

// Writes the document for N PEs: `kind` is the collective (prefix, broadcast, reduce: root 0),
// `name` names the document, `comment` says where it comes from.
void emit_pram(std::ostream& out, std::int64_t N, const std::vector<groupops::Iteration>& its,
               const std::string& kind, const std::string& name, const std::string& comment);

}  // namespace cc::schedule
