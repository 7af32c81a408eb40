// collcheck merge: the reports of the shards of one run (--shard I/N) combined into the report that
// the run without shards writes: the same verdicts, the same least counterexample, case counts
// that add up, the same exit code (timings aside).
//
// A claim dealt whole to one shard is taken from it. An exhaustive claim is split by case index
// over every shard: refuted when a share holds a counterexample, with the least one (the least
// domain index, which the single run reports); its case count is then the number of admissible
// cases up to that index, which the engine counts again without checking any (the shares each
// stopped at their own first counterexample). Otherwise verified with the shares' cases summed
// (inconclusive or error as any share is).
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "app/cli.hpp"
#include "app/commands.hpp"
#include "app/options.hpp"
#include "app/report.hpp"
#include "app/report_read.hpp"
#include "checkers/registry.hpp"
#include "checkers/runner.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::app {

namespace {

using json = nlohmann::ordered_json;  // a report's keys in their order (app/report.hpp)

std::string shard_name(const ShardReport& r) {
  return std::to_string(r.index) + "/" + std::to_string(r.count);
}

}  // namespace

int cmd_merge(const MergeArgs& a) {
  if (a.files.empty()) throw UsageError("merge needs the shards' JSON reports (REPORT.json ...)");
  prepare_reports(a.json, a.junit, a.files);
  std::vector<ShardReport> shards;
  for (const auto& f : a.files) shards.push_back(read_shard_report(read_back_file(f, "merge"), f));

  // One run: the same commit, version, budget, seed, variant, claims and shard count; every
  // shard exactly once.
  const ShardReport& first = shards.front();
  for (const auto& s : shards)
    for (const char* key :
         {"commit", "version", "budget", "seed", "variant", "timeout_seconds", "selected"}) {
      const json none;
      const json& x = s.j.contains(key) ? s.j[key] : none;
      const json& y = first.j.contains(key) ? first.j[key] : none;
      if (x != y)
        throw UsageError(s.path + ": its " + key + " differs from " + first.path + "'s (" +
                         (key == std::string("selected") ? "another selection of claims"
                                                         : x.dump() + " vs " + y.dump()) +
                         "): not shards of one run");
      if (s.count != first.count)
        throw UsageError(s.path + ": shard " + shard_name(s) + " is of another split than " +
                         first.path + "'s " + shard_name(first));
    }
  std::map<unsigned, const ShardReport*> by_index;
  for (const auto& s : shards)
    if (!by_index.emplace(s.index, &s).second)
      throw UsageError(s.path + ": shard " + shard_name(s) + " is given twice (also " +
                       by_index[s.index]->path + ")");
  for (unsigned i = 1; i <= first.count; ++i)
    if (!by_index.count(i))
      throw UsageError("shard " + std::to_string(i) + "/" + std::to_string(first.count) +
                       " is missing");

  Report report;
  report.ctx.budget = *parse_budget(first.j["budget"].get<std::string>());
  report.ctx.seed = first.j["seed"].get<std::uint64_t>();
  report.ctx.jobs = first.j.contains("jobs") ? first.j["jobs"].get<unsigned>() : 1;
  if (first.j.contains("variant")) report.ctx.variant = first.j["variant"].get<std::string>();
  if (first.j.contains("timeout_seconds"))
    report.ctx.timeout_s = first.j["timeout_seconds"].get<std::uint64_t>();
  report.ctx.program = program_name();

  // Every claim the run gives a verdict has it in the shards it is dealt to (each shard's
  // reader checked that none is anywhere else): a claim missing from its shard is refused, never
  // read as not run (a refutation must not disappear).
  for (const Claim* claim : first.selected) {
    const std::string& id = claim->spec->id;
    report.selected.push_back(claim);
    if (left_out(*claim, report.ctx)) {
      // not run in any shard: a claim that takes no --variant (the single run lists it so too)
      report.not_run.push_back(claim);
      continue;
    }
    std::vector<std::pair<const ShardReport*, const json*>> parts;
    for (const auto& s : shards)
      if (auto it = s.claims.find(id); it != s.claims.end()) parts.emplace_back(&s, it->second);
    if (parts.empty())
      throw UsageError("claim " + id + " has no verdict in any of the reports (its shard's report "
                       "lacks it): not the reports of a complete run");
    const bool split = !dealt_whole(*claim) && first.count > 1;
    ClaimResult r;
    if (!split) {
      if (parts.size() != 1)
        throw UsageError("claim " + id + " was run by " + std::to_string(parts.size()) +
                         " shards; a claim dealt whole runs in one");
      r = claim_result_from_json(claim, *parts.front().second);
    } else {
      if (parts.size() != first.count)
        throw UsageError("claim " + id + " is missing from " +
                         std::to_string(first.count - parts.size()) + " shard report(s)");
      std::vector<ClaimResult> rs;
      for (const auto& [s, c] : parts) rs.push_back(claim_result_from_json(claim, *c));
      r = combine_shares(claim, rs, report.ctx);
    }
    r.shard_note.clear();  // the merged claim is the whole run's
    r.as_expected = as_expected(claim->spec->expect, r.outcome.verdict);
    report.results.push_back(std::move(r));
  }

  print_header(std::cout, report.ctx, report.selected.size());
  for (const auto& r : report.results) print_result(std::cout, r, false);
  return finish_report(report, a.json, a.junit);
}

}  // namespace cc::app
