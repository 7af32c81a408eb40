// collcheck check and prove: the plan of a run (every option checked before any work), the
// checkpoint, the solver manifest of --emit-smt2, --trace-out, and the run itself (threads, or
// the ranks under mpirun).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/cli.hpp"
#include "app/commands.hpp"
#include "app/mpi.hpp"
#include "app/options.hpp"
#include "app/process.hpp"
#include "app/report.hpp"
#include "app/report_read.hpp"
#include "checkers/family.hpp"
#include "checkers/runner.hpp"
#include "proofs/detail/query_writer.hpp"
#include "proofs/engine.hpp"
#include "spec/core/printable.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/core/variant.hpp"

namespace cc::app {

namespace {

// --checkpoint: the state of the exhaustive sweeps of the claim in work (or of the shared pass in
// work), kept in the checkpoint file beside the decided claims
// ({"claim#k" or "claim+claim+...#k": {done_below, readers: [{fail_index, ...}, ...]}}).
class CheckpointSweeps final : public SweepStore {
 public:
  std::mutex mutex;
  nlohmann::ordered_json saved = nlohmann::ordered_json::object();
  std::function<void()> write;

  std::optional<SweepState> load(const std::string& key) override {
    std::lock_guard lock(mutex);
    if (!saved.contains(key)) return std::nullopt;
    const auto& j = saved[key];
    SweepState s{};
    try {
      s.done_below = j.at("done_below").get<std::uint64_t>();
      for (const auto& x : j.at("readers")) {
        SweepReaderState r;
        if (x.contains("fail_index")) {
          r.fail_index = x["fail_index"].get<std::uint64_t>();
          r.fail_detail = fields_from_json(x.at("fail_detail"));
        }
        if (x.contains("inconclusive_index")) {
          r.inconclusive_index = x["inconclusive_index"].get<std::uint64_t>();
          r.inconclusive_reason = x.at("inconclusive_reason").get<std::string>();
        }
        s.readers.push_back(std::move(r));
      }
    } catch (const nlohmann::ordered_json::exception&) {
      throw UsageError("--checkpoint: the saved sweep " + key + " is damaged");
    }
    return s;
  }
  void save(const std::string& key, const SweepState& s) override {
    {
      std::lock_guard lock(mutex);
      nlohmann::json readers = nlohmann::json::array();
      for (const SweepReaderState& r : s.readers) {
        nlohmann::json x = nlohmann::json::object();
        if (r.fail_index) {
          x["fail_index"] = *r.fail_index;
          x["fail_detail"] = to_json(*r.fail_detail);
        }
        if (r.inconclusive_index) {
          x["inconclusive_index"] = *r.inconclusive_index;
          x["inconclusive_reason"] = r.inconclusive_reason;
        }
        readers.push_back(std::move(x));
      }
      saved[key] = {{"done_below", s.done_below}, {"readers", std::move(readers)}};
    }
    if (write) write();
  }
  std::string next_key(const std::vector<std::string>& claims) override {
    const std::string names = sweep_names(claims);
    std::lock_guard lock(mutex);
    return names + "#" + std::to_string(count_[names]++);
  }
  // A decided claim's sweeps, and those of the pass it read, are done with.
  void forget(const std::string& claim) {
    std::lock_guard lock(mutex);
    for (auto it = saved.begin(); it != saved.end();) {
      const std::string names = it.key().substr(0, it.key().rfind('#'));
      bool reads = false;
      for (std::size_t at = 0; at <= names.size();) {
        const std::size_t end = std::min(names.find('+', at), names.size());
        reads = reads || names.compare(at, end - at, claim) == 0;
        at = end + 1;
      }
      it = reads ? saved.erase(it) : std::next(it);
    }
  }

 private:
  std::map<std::string, int> count_;
};

}  // namespace

namespace {

// prove --emit-smt2 DIR: DIR/manifest.json lists every query written, what its answers mean for
// its claim, and what each solver answered in how long.
void write_manifest(const std::string& dir) {
  nlohmann::json files = nlohmann::json::array();
  for (const auto& q : proofs::emitted()) {
    nlohmann::json runs = nlohmann::json::array();
    for (const auto& r : q.runs) {
      nlohmann::json run = {{"solver", r.solver}, {"answer", r.answer}, {"seconds", r.seconds}};
      if (!r.reason.empty()) run["reason"] = r.reason;
      runs.push_back(run);
    }
    files.push_back({{"file", q.file},
                     {"claims", q.claims},
                     {"obligation", q.obligation},
                     {"logic", q.logic},
                     {"status", q.status},
                     {"sat_means", q.sat_means},
                     {"unsat_means", q.unsat_means},
                     {"z3_rlimit", q.rlimit},
                     {"runs", runs}});
  }
  write_file((std::filesystem::path(dir) / "manifest.json").string(),
             nlohmann::json{{"tool", "collcheck"},
                            {"version", kVersion},
                            {"commit", build_commit()},
                            {"format", "SMT-LIB 2.6"},
                            {"status", "the answer collcheck obtained: unsat, sat or unknown"},
                            {"files", files}}
                     .dump(2) +
                 "\n",
             "--emit-smt2");
}

// --trace-out FILE: one claim, whose check runs a model step by step (Checker::trace); checked
// before any work, and an earlier run's trace at FILE removed (a run that refutes nothing writes
// none, and none is left looking current).
void prepare_trace_out(const CheckArgs& a, const std::vector<const Claim*>& selected) {
  if (mpi::active())
    throw UsageError("--trace-out: not under mpirun; replay the claim without mpirun");
  if (selected.size() != 1)
    throw UsageError("--trace-out writes the run of one claim; " + std::to_string(selected.size()) +
                     " are selected");
  const Claim& c = *selected.front();
  if (!c.checker || !c.checker->trace) {
    std::string with;
    for (const auto& x : claims())
      if (x.checker && x.checker->trace) with += (with.empty() ? "" : ", ") + x.spec->id;
    throw UsageError("--trace-out: claim " + c.spec->id + " has no run to trace (" +
                     (c.spec->method == Method::proof ? "it is proved with Z3"
                                                      : "its check runs no model step by step") +
                     "); claims with a trace: " + with);
  }
  for (const std::string* other : {&a.json, &a.junit, &a.checkpoint})
    if (*other == a.trace_out)
      throw UsageError("--trace-out names the file of another output ('" + a.trace_out +
                       "'): give another");
  require_writable("--trace-out", a.trace_out);
  std::error_code ec;
  if (std::filesystem::is_regular_file(a.trace_out, ec)) std::filesystem::remove(a.trace_out, ec);
}

void write_trace_out(const std::string& path, const Report& report, const RunContext& ctx) {
  if (report.results.empty()) return;
  const ClaimResult& r = report.results.front();
  const std::string& id = r.claim->spec->id;
  if (r.outcome.verdict != Verdict::refuted) {
    std::cerr << "collcheck: note: --trace-out: " << id << " is " << to_string(r.outcome.verdict)
              << ", not refuted: no run to trace, nothing written to " << printable(path) << "\n";
    return;
  }
  ExecTrace t;
  try {
    t = r.claim->checker->trace(ctx, r.outcome);
  } catch (const std::length_error& e) {
    std::cerr << "collcheck: note: --trace-out: " << id << ": " << printable(e.what())
              << "; nothing written to " << printable(path) << "\n";
    return;
  }
  write_file(path, itf_json(t, r).dump(1) + "\n", "--trace-out");
  std::cerr << "collcheck: --trace-out: " << t.states.size() << " states of the run of " << id
            << " written to " << printable(path) << " (ITF)\n";
}

}  // namespace

CheckPlan plan_check(const CheckArgs& a) {
  // (before any report is removed: the checkpoint would go with it)
  if (!a.checkpoint.empty() && (a.checkpoint == a.json || a.checkpoint == a.junit))
    throw UsageError("--checkpoint names the file of a report ('" + a.checkpoint + "'): give another");
  if (!a.json.empty() && a.json == a.junit)
    throw UsageError("--json and --junit name the same file '" + a.json + "': give two");
  CheckPlan plan;
  RunContext& ctx = plan.ctx;
  ctx.program = program_name();
  auto budget = parse_budget(a.budget);
  if (!budget) throw UsageError("--budget must be smoke, ci or deep, got '" + a.budget + "'");
  ctx.budget = *budget;
  ctx.jobs = parse_jobs(a.jobs);
  if (!a.rlimit.empty()) ctx.rlimit = parse_rlimit(a.rlimit);
  ctx.solver = parse_solver(a.solver, a.cross_check);
  if (!a.cvc5_tlimit.empty()) {
    if (ctx.solver == proofs::Solver::z3)
      throw UsageError("--cvc5-tlimit bounds cvc5's queries: give --solver cvc5 or --cross-check");
    ctx.cvc5_tlimit_ms = static_cast<unsigned>(
        parse_uint({"cvc5-tlimit", "", 1, kMaxCvc5TlimitMs,
                    "the default: cvc5 cannot be interrupted, so a query holds --timeout and a stop "
                    "until its limit"},
                   a.cvc5_tlimit));
  }
  if (!a.timeout.empty()) {
    std::uint64_t t = 0;
    try {
      t = parse_uint({"timeout", "", 1, kMaxTimeout, "one week"}, a.timeout);
    } catch (const UsageError&) {
      throw UsageError("--timeout must be whole seconds, an integer in [1, " +
                       std::to_string(kMaxTimeout) + "] (one week), got '" + a.timeout + "'");
    }
    ctx.timeout_s = t;
  }
  ctx.fail_fast = a.fail_fast;
  if (mpi::active() && (ctx.timeout_s || ctx.fail_fast))
    throw UsageError(std::string(ctx.timeout_s ? "--timeout" : "--fail-fast") +
                     ": not under mpirun (the ranks run shares of claims); run without mpirun, or "
                     "with --shard I/N");
  if (mpi::active() && mpi::rank() == 0 && ctx.jobs > usable_cpus())
    std::cerr << "collcheck: warning: --jobs " << ctx.jobs << " threads share " << usable_cpus()
              << " CPU(s) on rank 0: mpirun binds each rank to a core by default; give it "
                 "--bind-to none, or --map-by slot:PE=" << ctx.jobs << "\n";
  if (a.seed.empty()) {
    ctx.seed = kDefaultSeed;
  } else if (a.seed == "random") {
    ctx.seed = std::random_device{}();
  } else {
    ctx.seed = parse_uint({"seed", "", 0, ~std::uint64_t{0}, ""}, a.seed);
  }
  if (!a.shard.empty()) {
    auto [i, n] = parse_shard(a.shard);
    ctx.shard = {i, n};
    if (mpi::active())
      throw UsageError("--shard " + a.shard +
                       ": under mpirun the ranks share the work already; use shards or mpirun, "
                       "not both");
  }
  if (!a.case_text.empty()) ctx.pinned = parse_case(a.case_text);
  std::vector<const Claim*>& selected = plan.selected;
  selected = select_claims(a.patterns);
  if (a.proofs_only) {
    std::vector<const Claim*> p;
    for (const auto* c : selected)
      if (c->spec->method == Method::proof) p.push_back(c);
    if (p.empty())
      throw UsageError(
          "none of the selected claims is proved by a solver (see 'collcheck list --method proof')");
    selected = p;
  }
  if (!a.solver.empty() || a.cross_check) {
    bool proofs = false;
    for (const auto* c : selected) proofs = proofs || c->spec->method == Method::proof;
    if (!proofs)
      throw UsageError(std::string(a.cross_check ? "--cross-check" : "--solver") +
                       ": none of the selected claims has solver queries (see 'collcheck list "
                       "--method proof')");
  }
  ctx.variant = a.variant;
  validate_variant(a.variant, selected);
  if (ctx.pinned && selected.size() != 1)
    throw UsageError("--case applies to one claim; " + std::to_string(selected.size()) +
                     " are selected");
  return plan;
}

std::uint64_t parse_rlimit(const std::string& text) {
  return parse_uint({"rlimit", "Z3's resource limit per query", 1, kMaxRlimit,
                     "Z3 takes an unsigned 32-bit number"},
                    text);
}

proofs::Solver parse_solver(const std::string& solver, bool cross_check) {
  if (!solver.empty() && solver != "z3" && solver != "cvc5")
    throw UsageError("--solver must be z3 or cvc5, got '" + solver + "'");
  if (cross_check && !solver.empty())
    throw UsageError("--cross-check runs both solvers: give --cross-check or --solver, not both");
  const proofs::Solver s = cross_check        ? proofs::Solver::both
                           : solver == "cvc5" ? proofs::Solver::cvc5
                                              : proofs::Solver::z3;
  if (s != proofs::Solver::z3 && !proofs::have_cvc5())
    throw UsageError(std::string(cross_check ? "--cross-check" : "--solver cvc5") +
                     ": this collcheck was built without cvc5 (install libcvc5-dev and rebuild)");
  return s;
}

int cmd_check(const CheckArgs& a) {
  CheckPlan plan = plan_check(a);
  RunContext& ctx = plan.ctx;
  const std::vector<const Claim*>& selected = plan.selected;
  // Under mpirun, rank 0 writes the reports and the checkpoint; the other ranks run units.
  const bool worker = mpi::rank() != 0;
  if (!worker) {
    // Before any work: no two outputs are one file (by device and inode), the checkpoint is a
    // regular file (it is read back and replaced), and an earlier run's reports are removed.
    if (!a.checkpoint.empty()) require_regular_output("--checkpoint", a.checkpoint);
    for (const std::string* other : {&a.json, &a.junit, &a.checkpoint})
      if (!a.trace_out.empty() && *other == a.trace_out)
        throw UsageError("--trace-out names the file of another output ('" + a.trace_out +
                         "'): give another");
    prepare_reports(a.json, a.junit, {},
                    {{"--checkpoint", a.checkpoint},
                     {"--trace-out", a.trace_out},
                     {"--emit-smt2", a.emit_smt2.empty()
                                         ? ""
                                         : (std::filesystem::path(a.emit_smt2) / "manifest.json")
                                               .string()}});
  }
  if (!a.emit_smt2.empty()) {
    if (mpi::active())
      throw UsageError("--emit-smt2 under mpirun: each rank would write its own share of the "
                       "queries; emit them from a single run");
    std::error_code ec;
    std::filesystem::create_directories(a.emit_smt2, ec);
    if (!std::filesystem::is_directory(a.emit_smt2, ec))
      throw UsageError("--emit-smt2: cannot create directory '" + a.emit_smt2 + "'");
    require_writable_directory("--emit-smt2", a.emit_smt2);
    ctx.emit_smt2_dir = a.emit_smt2;
    proofs::set_query_writer([](const std::string& path, const std::string& text) {
      write_file(path, text, "--emit-smt2");
    });
  }
  if (!a.trace_out.empty()) prepare_trace_out(a, selected);

  // --checkpoint: the run's identity and the claims it has decided so far.
  nlohmann::ordered_json identity = {
      {"tool", "collcheck-checkpoint"},
      {"commit", build_commit()},
      {"version", kVersion},
      {"budget", to_string(ctx.budget)},
      {"seed", ctx.seed},
      {"shard", std::to_string(ctx.shard.index) + "/" + std::to_string(ctx.shard.count)},
      {"variant", ctx.variant},
      {"case", a.case_text}};
  // Every option that can change a verdict is part of the run's identity, with its value when
  // not given (a checkpoint with a key this run lacks, or without one it has, is of another run):
  // a claim that timed out is decided as inconclusive (another --timeout is another run), Z3's
  // resource limit decides what is inconclusive, and the solver who decides the proofs (with cvc5,
  // its time limit, which can make a query unknown).
  identity["timeout"] = ctx.timeout_s;
  identity["rlimit"] = ctx.rlimit.value_or(0);
  if (ctx.solver != proofs::Solver::z3)
    identity["cvc5_tlimit_ms"] = ctx.cvc5_tlimit_ms.value_or(proofs::kCvc5TimeLimitMs);
  identity["solver"] = ctx.solver == proofs::Solver::both   ? "z3+cvc5"
                       : ctx.solver == proofs::Solver::cvc5 ? "cvc5"
                                                            : "z3";
  identity["command"] = a.proofs_only ? "prove" : "check";
  nlohmann::ordered_json ids = nlohmann::ordered_json::array();
  for (const auto* c : selected) ids.push_back(c->spec->id);
  identity["selected"] = ids;
  make_valid_utf8(identity);  // (as the file keeps it)
  std::map<std::string, ClaimResult> earlier;
  CheckpointSweeps sweeps;
  if (!a.checkpoint.empty() && !worker) {
    require_writable("--checkpoint", a.checkpoint);
    std::error_code ec;
    if (std::filesystem::exists(a.checkpoint, ec)) {
      Checkpoint cp = read_checkpoint(read_back_file(a.checkpoint, "--checkpoint"), a.checkpoint,
                                      identity, selected, ctx);
      earlier = std::move(cp.decided);
      sweeps.saved = std::move(cp.sweeps);
      std::cerr << "collcheck: resuming from " << printable(a.checkpoint) << ": " << earlier.size() << " of "
                << selected.size() << " claims already decided\n";
    }
  }
  nlohmann::ordered_json decided = nlohmann::ordered_json::array();
  const auto save_checkpoint = [&] {
    if (a.checkpoint.empty()) return;
    std::lock_guard lock(sweeps.mutex);
    nlohmann::ordered_json doc = {
        {"run", identity}, {"claims", decided}, {"sweeps", sweeps.saved}};
    make_valid_utf8(doc);
    write_file(a.checkpoint, doc.dump() + "\n", "--checkpoint");
  };
  if (!a.checkpoint.empty()) {
    sweeps.write = save_checkpoint;
    ctx.sweeps = &sweeps;
  }
  // Every rank has accepted the command line: the work is dealt.
  if (!mpi::agree(true)) return 2;
  if (worker) {
    mpi::serve(selected, ctx);
    return stop_requested() ? 128 + stop_signal() : 0;
  }

  Progress progress;
  ctx.progress = &progress;
  Report report;
  {
    // The header says at once what will run (flushed: on a pipe too), before the first claim is
    // decided. Only a replay of one case (--case) prints it with its result, so that a usage
    // error found when the claim starts (a --case outside its domain) leaves nothing on stdout.
    bool header = false;
    if (!ctx.pinned) {
      print_header(std::cout, ctx, selected.size());
      std::cout.flush();
      header = true;
    }
    ProgressLine line(progress);
    // A claim a shared pass decided ahead of its turn is saved at once (on_ahead), and printed
    // at its turn.
    std::set<std::string> ahead;
    const OnResult on_result = [&](const ClaimResult& r) {
      line.clear();
      if (!header) print_header(std::cout, ctx, selected.size());
      header = true;
      print_result(std::cout, r, a.verbose);
      if (ahead.erase(r.claim->spec->id) == 0) decided.push_back(claim_json(r));
      sweeps.forget(r.claim->spec->id);
      save_checkpoint();
    };
    const Resume resume = [&](const Claim* c) -> std::optional<ClaimResult> {
      const auto it = earlier.find(c->spec->id);
      if (it == earlier.end()) return std::nullopt;
      return it->second;
    };
    const OnResult on_ahead = [&](const ClaimResult& r) {
      if (a.checkpoint.empty()) return;
      ahead.insert(r.claim->spec->id);
      decided.push_back(claim_json(r));
      save_checkpoint();
    };
    report = mpi::active() ? mpi::run_claims(selected, ctx, on_result, resume)
                           : run_claims(selected, ctx, on_result, resume, on_ahead);
    if (!header) print_header(std::cout, ctx, selected.size());
  }
  if (report.interrupted) {
    // No report: a run that stopped part way has no verdicts to stand for (and an earlier run's
    // report was removed when this one started).
    std::cout.flush();
    // (a closed standard output: run_cli says so, and ends with exit 2)
    if (process::stdout_closed()) return 128 + stop_signal();
    std::cerr << "collcheck: interrupted by signal " << stop_signal() << " after "
              << report.results.size() << " of " << selected.size() << " claims; no report written"
              << (a.checkpoint.empty() ? std::string()
                                       : "; the decided claims are saved in " +
                                             printable(a.checkpoint) +
                                             ": run the same command to resume")
              << "\n";
    return 128 + stop_signal();
  }
  if (!a.emit_smt2.empty()) write_manifest(a.emit_smt2);
  const int code = finish_report(report, a.json, a.junit);
  if (!a.trace_out.empty()) write_trace_out(a.trace_out, report, ctx);
  // The run is complete: its checkpoint has served (the same command starts afresh).
  if (!a.checkpoint.empty()) std::filesystem::remove(a.checkpoint);
  return code;
}

}  // namespace cc::app
