// Where a phase of a half-duplex schedule starts, and what a PE holds: shared by the worked
// examples' phase checks (examples.cpp) and their generalisation to every p (phases.cpp).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "spec/models/halfduplex.hpp"
#include "spec/witness/interval.hpp"

namespace cc::halfduplex_checks {

// Top-level steps: the index of the first main-line step of phase ph (phases >= 2 only) and of
// its computation block.
inline std::size_t first_of(const halfduplex::Schedule& s, int ph) {
  for (std::size_t i = 0; i < s.steps.size(); ++i)
    if (s.steps[i].level == 0 && !s.steps[i].side && s.steps[i].phase >= ph) return i;
  return s.steps.size();
}
inline std::size_t comp_of(const halfduplex::Schedule& s, int ph) {
  for (std::size_t i = first_of(s, ph); i < s.steps.size(); ++i)
    if (s.steps[i].kind == halfduplex::StepKind::comp) return i;
  return s.steps.size();
}
// The intervals each PE holds (P_1 first), and whether P_pe holds lo:hi.
using Held = std::vector<std::vector<witness::Interval>>;
inline bool holds(const Held& h, std::int64_t pe, std::int64_t lo, std::int64_t hi) {
  const auto& x = h[static_cast<std::size_t>(pe - 1)];
  return std::find(x.begin(), x.end(), witness::Interval{lo, hi}) != x.end();
}

}  // namespace cc::halfduplex_checks
