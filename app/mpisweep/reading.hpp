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
  // The counts and datatypes that replay them (a refusal that aborted the run: all of the run's).
  std::string wrong_counts, refused_counts, wrong_datatypes, refused_datatypes;
  int wrong_np = 0, refused_np = 0;
  // A run that ended badly after the library had refused a case: after an error, MPI leaves the
  // library's state undefined (MPI-3.1 section 8.3), so what follows is the refusal's.
  std::string after_refusal;
  std::string error;  // the first run that crashed, hung or failed: what happened
  int error_np = 0;
  std::string retried;  // a run alone that hung, run again with a generous timeout: what it gave
};

// Takes in one run of the witness at `np` with `counts` (its JSON lines, for `collective` with
// the `commutative` operator or not, only).
// MPICH with fallback disabled may end the run instead of returning the error ("User set
// collective algorithm is not usable"): that is a refusal, not a crash.
void absorb(Reading& r, const Spawned& run, int np, const std::string& collective,
            bool commutative, const std::string& counts, double timeout_s);

// The verdict: refuted (a wrong case; its counterexample), else error, else refused, else verified.
Outcome outcome(const Reading& r);

}  // namespace cc::app::mpisweep
