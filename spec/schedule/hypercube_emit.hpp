// A hypercube plan (the CubeSteps of spec/models/groupops.hpp: the slides' Cube_Broadcast,
// Cube_Reduction and Cube_Prefix_Sum, and the binomial tree's four procedures) written as
// a schedule document (docs/schedule-format.md, hypercube). `collcheck verify` reads it back into
// the same steps and runs them on the same executor, cube_step.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "spec/models/groupops.hpp"

namespace cc::schedule {

// Writes the document for N PEs: `registers` names the plan's register numbers, `kind` is the
// collective (prefix, broadcast, reduce, scatter, gather: root 0), `name` names the document,
// `comment` says where it comes from; the ops of `init`, if any, are written as "init". A send
// or receive of several registers is written with "regs".
void emit_hypercube(std::ostream& out, std::int64_t N, const std::vector<groupops::CubeStep>& plan,
                    const std::vector<std::string>& registers, const std::string& kind,
                    const std::string& name, const std::string& comment,
                    const groupops::CubeStep* init = nullptr);

// A JSON string literal (quotes, backslashes and control characters escaped).
std::string json_quote(const std::string& s);

}  // namespace cc::schedule
