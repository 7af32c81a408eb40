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

// Several claims that read one execution per point of one domain (a shared pass): `check` runs
// the execution at a point once and sets out[r] to reader r's counterexample details for every
// reader r with active[r] set (the others: a reader whose least counterexample so far comes
// before the point has no need of it). Each reader gets the Outcome run_exhaustive gives its claim
// alone: its own verdict, least counterexample and case count. An exception from `check` (an
// error, or InconclusiveCase) counts for every active reader. With ctx.sweeps (--checkpoint) the
// sweep's state, every reader's with it, is saved and resumed as one.
using MultiCaseFn = std::function<void(const Point&, const std::vector<char>& active,
                                       std::vector<std::optional<Fields>>& out)>;
struct MultiExhaustiveSpec {
  std::vector<std::string> claims;  // one per reader
  std::vector<Axis> axes;
  std::function<bool(const Point&)> admissible;  // empty: every point
  MultiCaseFn check;
  std::function<std::uint64_t(const Point&)> weight;  // progress units per point (default 1)
};

std::vector<Outcome> run_exhaustive_multi(const MultiExhaustiveSpec& spec, const RunContext& ctx);

}  // namespace cc
