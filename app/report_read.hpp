// Reading back what collcheck wrote: the JSON reports `merge` combines and the `--checkpoint`
// files a run resumes from. Every field is checked against the schema its writer follows
// (app/report_json.cpp, app/cmd_check.cpp) before it is used, and the text before it is parsed
// (its size and its nesting depth), so that a malformed, hostile or foreign file is one
// UsageError (exit 2, one line), never an internal error or a crash.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "app/report.hpp"
#include "checkers/runner.hpp"

namespace cc::app {

// The largest JSON file collcheck reads back (a report or a checkpoint), and the deepest
// nesting of arrays and objects in it: collcheck's own reports and checkpoints nest 5 levels
// and take well under a megabyte per hundred claims (a report of the whole catalog, about 240
// claims: some 300 KB).
inline constexpr std::size_t kMaxReadBackBytes = std::size_t{16} << 20;  // 16 MiB
inline constexpr int kMaxReadBackDepth = 16;

// The bytes of the file at `path`, at most kMaxReadBackBytes; UsageError "<what>: ..." when it
// cannot be read, is a directory or is larger.
std::string read_back_file(const std::string& path, const std::string& what);

// Whether the arrays and objects of `text` nest at most `max` deep (counted outside strings,
// without recursion; `text` need not be JSON).
bool json_depth_within(const std::string& text, int max);

// Parses `text` as JSON after checking its nesting depth (at most kMaxReadBackDepth) without
// recursion; UsageError "<what>: ..." otherwise.
ReportJson parse_read_back(const std::string& text, const std::string& what);

// One shard's (or a whole run's) report of `collcheck check`, checked on its own: the fields of
// the run and of every claim against the schema, every claim a selected claim of this catalog
// and listed once, a verdict that a shard of check can give (pending only in a shard of an
// exhaustive or property claim, a counterexample, replay and index only where the engines
// write them, the index of a split claim's refutation one of the shard's cases).
struct ShardReport {
  std::string path;
  ReportJson j;
  unsigned index = 1, count = 1;
  std::vector<const Claim*> selected;
  std::map<std::string, const ReportJson*> claims;  // by id
};
ShardReport read_shard_report(const std::string& text, const std::string& path);

// The claims a run (or a shard of it, ctx.shard) gives a verdict: the selected claims but those
// left out by --variant, and in a shard of N > 1 the proofs dealt to other shards.
std::vector<const Claim*> claims_of_shard(const std::vector<const Claim*>& selected,
                                          const RunContext& ctx);

// A checkpoint (--checkpoint FILE): {"run": identity, "claims": [claim, ...], "sweeps": {...}}.
// The run must be `identity` exactly (every key both ways); every claim a claim this shard runs
// (claims_of_shard), listed once; every saved sweep well formed. UsageError otherwise.
struct Checkpoint {
  std::map<std::string, ClaimResult> decided;  // by id
  std::vector<ReportJson> decided_json;        // in the file's order
  ReportJson sweeps = ReportJson::object();
};
Checkpoint read_checkpoint(const std::string& text, const std::string& path,
                           const ReportJson& identity, const std::vector<const Claim*>& selected,
                           const RunContext& ctx);

}  // namespace cc::app
