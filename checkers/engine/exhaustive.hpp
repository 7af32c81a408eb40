// The exhaustive engine: every admissible point of a box, in parallel over ctx.jobs threads.
// The verdict, the reported counterexample (the least failing point) and the case count are the
// same for any number of threads; with --shard I/N the points whose index shard I holds
// (Shard::holds) are checked.
#pragma once

#include "checkers/engine/domain.hpp"
#include "checkers/result.hpp"

namespace cc {

struct ExhaustiveSpec {
  std::string claim;
  std::vector<Axis> axes;
  std::function<bool(const Point&)> admissible;  // empty: every point
  CaseFn check;
  std::function<std::uint64_t(const Point&)> weight;  // progress units per point (default 1)
};

Outcome run_exhaustive(const ExhaustiveSpec& spec, const RunContext& ctx);

}  // namespace cc
