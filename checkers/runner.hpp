// Runs the selected claims and collects their results; the exit code of a check run.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "checkers/registry.hpp"

namespace cc {

struct ClaimResult {
  const Claim* claim = nullptr;
  Outcome outcome;
  double seconds = 0;
  bool as_expected = false;
  std::string replay;      // a command line that reproduces the counterexample, if any
  std::string shard_note;  // a pending share: which cases it covered
};

struct Report {
  RunContext ctx;
  std::vector<ClaimResult> results;
  std::vector<const Claim*> not_run;   // claims that do not take --variant
  bool interrupted = false;            // a stop was requested (spec/core/stop.hpp)
  std::vector<const Claim*> selected;  // every claim of the run (of all shards)
};

// Exit code per the README: 0 every verdict as expected; 1 a decided verdict against its
// expectation (an unexpected refutation, or an erratum that no longer reproduces); 3
// inconclusive and nothing unexpected; 4 a check failed internally.
int exit_code(const Report& r);

std::string replay_line(const Claim& c, const Outcome& o, const RunContext& ctx);

// `resume` (--checkpoint) gives a claim's result from an earlier, interrupted run of the same
// command; the claim is then not run again.
Report run_claims(const std::vector<const Claim*>& selected, const RunContext& ctx,
                  const std::function<void(const ClaimResult&)>& on_result = {},
                  const std::function<std::optional<ClaimResult>(const Claim*)>& resume = {});

// Thrown by a case function when a case could not be decided (solver unknown, limit reached).
struct InconclusiveCase : std::runtime_error {
  explicit InconclusiveCase(const std::string& why) : std::runtime_error(why) {}
};

}  // namespace cc
