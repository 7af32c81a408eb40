// What a check run is asked to do: the budget, threads, seed, shard, an optional pinned case
// (--case, for replaying one counterexample) and the variant of the family's algorithm.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "checkers/progress.hpp"
#include "checkers/result.hpp"
#include "spec/core/fields.hpp"

namespace cc {

struct Shard {
  unsigned index = 1;  // 1-based
  unsigned count = 1;
};

struct RunContext {
  Budget budget = Budget::ci;
  unsigned jobs = 1;
  std::uint64_t seed = 0;
  Shard shard;
  std::optional<Fields> pinned;  // --case name=value,...
  std::string variant;           // empty: the paper's algorithm
  Progress* progress = nullptr;
  unsigned rlimit_scale = 1;  // multiplies every proof obligation's resource limit
  std::string emit_smt2_dir;  // prove --emit-smt2 DIR
  // collcheck merge: an exhaustive claim only counts its admissible cases with index <= this,
  // over the whole domain, and checks none (verdict verified, cases the count).
  std::optional<std::uint64_t> count_upto;
  // The program that replays a refutation: "collcheck", or a program of its own that
  // registers variants (examples/cpp-variant), named as it was started.
  std::string program = "collcheck";
};

}  // namespace cc
