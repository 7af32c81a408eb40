// The algebra of seed 002 (002_9d19bfb51512884d.txt, sections 2 and 5) evaluated in exact
// integers, to re-check a Z3 model of proofs/halfduplex_obligations.hpp: whether the values
// (n, p, k, v, c, C) satisfy the obligation's hypotheses and violate its goal.
#pragma once

#include <map>
#include <string>

#include "spec/core/checked.hpp"

namespace cc::halfduplex {

bool obligation_violated(const std::string& name, const std::map<std::string, i128>& values);

}  // namespace cc::halfduplex
