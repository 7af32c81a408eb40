// Runs the selected claims and collects their results; the exit code of a check run.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "checkers/registry.hpp"
#include "spec/claims/claim.hpp"

namespace cc {

struct ClaimResult {
  const Claim* claim = nullptr;
  Outcome outcome;
  double seconds = 0;
  bool as_expected = false;
  std::string replay;      // a command line that reproduces the counterexample, if any
  std::string shard_note;  // a pending share: which cases it covered
};

// Under mpirun (app/mpi.hpp): how the work was dealt to one rank.
struct RankLoad {
  int rank = 0;
  std::uint64_t units = 0;  // claims and shares of claims it ran
  std::uint64_t cases = 0;  // the cases its units decided
  double busy_seconds = 0;  // time spent running them
};

struct Report {
  RunContext ctx;
  std::vector<ClaimResult> results;
  std::vector<const Claim*> not_run;   // claims that do not take --variant
  bool interrupted = false;            // a stop was requested (spec/core/stop.hpp)
  std::vector<const Claim*> selected;  // every claim of the run (of all shards)
  std::vector<RankLoad> ranks;         // under mpirun: one per rank
  // --fail-fast: the claim whose failure stopped the run, and the claims of the run after it,
  // which were not run (they have no verdict).
  const Claim* failed = nullptr;
  std::vector<const Claim*> cut;
};

// A failure for --fail-fast: a decided verdict against the expectation, or an error (what makes
// the exit code 1 or 4); inconclusive and pending are not.
bool is_failure(const ClaimResult& r);

// Exit code per the README, "Exit codes" (in full: docs/ci.md): 0 every verdict as expected; 1 a
// decided verdict against its expectation (an unexpected refutation, or an erratum that no longer
// reproduces); 3 inconclusive and nothing unexpected; 4 a check failed internally.
int exit_code(const Report& r);

std::string replay_line(const Claim& c, const Outcome& o, const RunContext& ctx);

// Called with each claim's result as it is decided; `Resume` gives a claim's result from an
// earlier run (--checkpoint), or nothing.
using OnResult = std::function<void(const ClaimResult&)>;
using Resume = std::function<std::optional<ClaimResult>(const Claim*)>;

// `resume` (--checkpoint) gives a claim's result from an earlier, interrupted run of the same
// command; the claim is then not run again. `on_ahead` (--checkpoint) is called with the result
// of each claim that a shared pass decided ahead of its turn (on_result follows at its turn), so
// that an interruption before its turn does not lose it.
Report run_claims(const std::vector<const Claim*>& selected, const RunContext& ctx,
                  const OnResult& on_result = {}, const Resume& resume = {},
                  const OnResult& on_ahead = {});

// Runs one claim (or, with ctx.shard.count > 1, its share ctx.shard: a share without a
// counterexample reads pending); a UsageError (a --case outside the domain) propagates. With
// ctx.timeout_s, a claim still running after that many seconds is stopped (its StopScope: the
// engines stop at their next case, a Z3 query at once) and reads inconclusive, "timeout (S s)".
ClaimResult run_claim(const Claim* c, const RunContext& ctx);

// A run on a --variant leaves out the claims that take none (listed as not run).
inline bool left_out(const Claim& c, const RunContext& ctx) {
  return !ctx.variant.empty() && !(c.checker && c.checker->takes_variant);
}

// Proofs are dealt whole (to one shard, one MPI rank); exhaustive domains and property runs are
// split by case index.
inline bool dealt_whole(const Claim& c) { return c.spec->method == Method::proof; }

// The result of the whole claim from the results of all its shares (run_claim with shard i/N,
// i = 1..N), as the run without shares gives it: the least counterexample, error or undecided
// case; the case counts added up (up to the counterexample, counted again by the engine).
ClaimResult combine_shares(const Claim* claim, const std::vector<ClaimResult>& shares,
                           const RunContext& ctx);

}  // namespace cc
