// collcheck mpi: the verdict of one claim (a setting of one collective, one operator) from the
// witness runs of its domain (mpi/README.md "Output"): verified, refuted with the least
// counterexample, refused, or error.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/mpisweep/spawn.hpp"
#include "checkers/result.hpp"
#include "spec/core/fields.hpp"

namespace cc::app::mpisweep {

// What the runs of one claim gave so far; runs are absorbed in the order of the domain (np
// ascending), so the first wrong case is the least counterexample.
struct Reading {
  std::uint64_t cases = 0;
  std::optional<Fields> wrong, refused;  // the first wrong and the first refused case
  std::int64_t wrong_count = -1, refused_count = -1;
  std::string wrong_datatype, refused_datatype;
  int wrong_np = 0, refused_np = 0;
  std::string error;  // the first run that crashed, hung or failed: what happened
  int error_np = 0;
};

// Takes in one run of the witness at `np` (its JSON lines, for `collective` only).
void absorb(Reading& r, const Spawned& run, int np, const std::string& collective,
            double timeout_s);

// The verdict: refuted (a wrong case; its counterexample), else error, else refused, else verified.
Outcome outcome(const Reading& r);

}  // namespace cc::app::mpisweep
