// The ring-merging algorithm of Lee and Lin, section 4.1 (or a variant), and a set of paths,
// written as schedule documents (docs/schedule-format.md, omega). `collcheck verify` runs them on
// the same executor (OmegaNetwork, step_conflict) as the ring claims.
#pragma once

#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "spec/algorithms/omega_ring.hpp"

namespace cc::schedule {

// Builds the ring of `c` on the selected nodes (ascending, at least two, each < 2^L, L <= 63)
// with `chooser` at every tie, writes it as a ring document named `name` and returns it.
omega::Ring emit_ring(std::ostream& out, const omega::RingConstruction& c, unsigned L,
                      const std::vector<omega::Node>& nodes, omega::Chooser& chooser,
                      const std::string& name);

// The paths, set up at once: one step, the collective's pairs the same paths (L <= 63).
void emit_paths(std::ostream& out, unsigned L,
                const std::vector<std::pair<omega::Node, omega::Node>>& paths,
                const std::string& name);

}  // namespace cc::schedule
