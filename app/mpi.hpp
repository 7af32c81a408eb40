// Open MPI mode (docs/mpi.md, "Under MPI"): the same binary started by mpirun deals work
// units (a claim, or a share of its cases) from rank 0 to every rank, rank 0 included, and rank 0
// writes the one report. Built when CMake finds MPI (COLLCHECK_HAVE_MPI); without it, or when the
// process was not started by mpirun, active() is false and nothing here touches MPI.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "checkers/runner.hpp"

namespace cc::app::mpi {

// Starts MPI if this process was started by mpirun or mpiexec (their environment says so) and
// collcheck was built with MPI. Call once, first.
void start();
bool active();
// The MPI library built in (its first line, e.g. "Open MPI v4.1.4"), or "none".
std::string library();
int rank();  // 0 without MPI
int size();  // 1 without MPI

// Every rank checks the command line the same way; before any work is dealt they agree that all
// of them accepted it. false: some rank refused it (it printed why, on rank 0; exit 2 on all).
bool agree(bool ok);
// A rank ends with an error before agree(true): the others learn it through agree(false).
void refuse();

// Ends MPI cleanly (every rank waits for the others without spinning, then finalizes); after a
// stop (a signal) it does nothing, so that a rank never waits for one that has gone.
void finish();

// Rank 0: runs `selected` as check does, dealing the units to every rank; the report has one
// RankLoad per rank. `resume` and `on_result` are those of run_claims (--checkpoint).
Report run_claims(const std::vector<const Claim*>& selected, const RunContext& ctx,
                  const OnResult& on_result, const Resume& resume);
// Every other rank: runs the units rank 0 deals until it says done.
void serve(const std::vector<const Claim*>& selected, const RunContext& ctx);

}  // namespace cc::app::mpi
