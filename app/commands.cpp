#include "app/commands.hpp"

#include <fcntl.h>
#include <sched.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <thread>

#include "app/cli.hpp"
#include "app/mpi.hpp"
#include "app/options.hpp"
#include "app/report.hpp"
#include "proofs/engine.hpp"
#include "checkers/family.hpp"
#include "checkers/runner.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/core/variant.hpp"
#include "spec/models/postal.hpp"

namespace cc::app {

void require_format(const std::string& f) {
  if (f != "text" && f != "json")
    throw UsageError("--format must be text or json, got '" + f + "'");
}

namespace {

// Creates a file of its own in `dir` and removes it: whether a file can be written there, by
// this process, as it runs (a directory without write permission, a read-only mount, /proc,
// and for root too, who passes every permission check but not these). Empty when it can;
// otherwise the reason.
std::string cannot_create_in(const std::filesystem::path& dir) {
  static std::atomic<unsigned> count{0};
  const std::string probe =
      (dir / (".collcheck-probe-" + std::to_string(getpid()) + "-" + std::to_string(count++)))
          .string();
  const int fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0) return std::error_code(errno, std::generic_category()).message();
  ::close(fd);
  ::unlink(probe.c_str());
  return {};
}

}  // namespace

void require_writable(const std::string& option, const std::string& path) {
  namespace fs = std::filesystem;
  if (path.empty()) throw UsageError(option + ": the file name is empty");
  const fs::path p(path);
  const fs::path dir = p.has_parent_path() ? p.parent_path() : fs::path(".");
  std::error_code ec;
  if (!fs::is_directory(dir, ec))
    throw UsageError(option + ": cannot write '" + path + "' (" +
                     (fs::exists(dir, ec) ? "'" + dir.string() + "' is not a directory"
                                          : "no such directory '" + dir.string() + "'") +
                     ")");
  if (fs::is_directory(p, ec)) throw UsageError(option + ": '" + path + "' is a directory");
  // As write_file writes: a regular (or new) file through a temporary beside it, renamed into
  // place, which needs a file created in the directory; anything else (/dev/stdout, a pipe) is
  // opened and written to.
  const bool regular = !fs::exists(p, ec) || fs::is_regular_file(fs::symlink_status(p, ec));
  if (!regular) {
    if (::access(path.c_str(), W_OK) != 0)
      throw UsageError(option + ": cannot write '" + path + "' (" +
                       std::error_code(errno, std::generic_category()).message() + ")");
    return;
  }
  if (const std::string why = cannot_create_in(dir); !why.empty())
    throw UsageError(option + ": cannot write '" + path + "' (no file can be created in '" +
                     dir.string() + "': " + why + ")");
}

void require_writable_directory(const std::string& option, const std::string& dir) {
  if (const std::string why = cannot_create_in(dir); !why.empty())
    throw UsageError(option + ": cannot write into '" + dir + "' (" + why + ")");
}

void prepare_reports(const std::string& json, const std::string& junit) {
  if (!json.empty() && json == junit)
    throw UsageError("--json and --junit name the same file '" + json + "': give two");
  if (!json.empty()) require_writable("--json", json);
  if (!junit.empty()) require_writable("--junit", junit);
  // An earlier run's report must not survive this one looking current.
  for (const std::string* path : {&json, &junit}) {
    std::error_code ec;
    if (!path->empty() && std::filesystem::is_regular_file(*path, ec))
      std::filesystem::remove(*path, ec);
  }
}

int finish_report(const Report& report, const std::string& json, const std::string& junit) {
  print_summary(std::cout, report);
  std::cout.flush();
  if (!json.empty()) write_file(json, to_json(report).dump(2) + "\n", "--json");
  if (!junit.empty()) write_file(junit, to_junit(report), "--junit");
  return exit_code(report);
}

void write_file(const std::string& path, const std::string& text, const std::string& option) {
  namespace fs = std::filesystem;
  std::error_code ec;
  // A regular file (or a new one) is written through a temporary and renamed into place, so a
  // failed run leaves nothing half written; anything else (/dev/stdout, a pipe) is written to.
  const bool regular = !fs::exists(path, ec) || fs::is_regular_file(fs::symlink_status(path, ec));
  const std::string target = regular ? path + ".tmp" : path;
  {
    std::ofstream f(target, std::ios::binary);
    // (flushed before the check: a full device fails only when the buffer is written)
    if (!f || !(f << text) || !f.flush()) {
      std::error_code ignored;
      if (regular) fs::remove(target, ignored);
      throw UsageError(option + ": cannot write '" + path + "'");
    }
  }
  if (regular) fs::rename(target, path);
}

namespace {

nlohmann::json quote_json(const Quote& q) {
  nlohmann::json j = {{"where", q.where}, {"original", q.original}};
  if (!q.translation.empty()) j["translation"] = q.translation;
  return j;
}

nlohmann::json assumptions_json(const ClaimSpec& s) {
  nlohmann::json a = nlohmann::json::array();
  for (const auto& x : s.assumptions)
    a.push_back({{"condition", x.condition}, {"quote", quote_json(x.quote)}});
  return a;
}

void print_quote(std::ostream& os, const std::string& indent, const Quote& q) {
  os << indent << q.where << ": \"" << q.original << "\"\n";
  if (!q.translation.empty()) os << indent << "  (" << q.translation << ")\n";
}

// The assumptions and the extension of a claim, as `list` and `check -v` print them.
void print_scope(std::ostream& os, const ClaimSpec& s) {
  for (const auto& a : s.assumptions) {
    os << "    assumes " << a.condition << ": ";
    print_quote(os, "", a.quote);
  }
  if (!s.extension.empty())
    os << "    extension (beyond the paper's assumptions): " << s.extension << "\n";
}

}  // namespace

std::vector<const Claim*> list_selection(const ListArgs& a) {
  require_format(a.format);
  // The filters: globs as check takes them, then the family, method and expectation.
  std::string names;
  bool known = a.family.empty();
  for (const Family& f : families()) {
    names += (names.empty() ? "" : ", ") + f.name;
    known = known || f.name == a.family;
  }
  if (!known) throw UsageError("--family must be one of " + names + ", got '" + a.family + "'");
  if (!a.method.empty() && a.method != "proof" && a.method != "exhaustive" &&
      a.method != "property")
    throw UsageError("--method must be proof, exhaustive or property, got '" + a.method + "'");
  if (!a.expect.empty() && a.expect != "holds" && a.expect != "refuted")
    throw UsageError("--expect must be holds or refuted, got '" + a.expect + "'");
  std::vector<const Claim*> shown;
  for (const Claim* c : select_claims(a.patterns)) {
    const auto& s = *c->spec;
    if ((a.family.empty() || s.family == a.family) &&
        (a.method.empty() || to_string(s.method) == a.method) &&
        (a.expect.empty() || to_string(s.expect) == a.expect))
      shown.push_back(c);
  }
  if (shown.empty()) throw UsageError("no claim matches these filters");
  return shown;
}

int cmd_list(const ListArgs& a) {
  const std::string& format = a.format;
  const std::vector<const Claim*> shown = list_selection(a);
  if (format == "json") {
    nlohmann::json arr = nlohmann::json::array();
    for (const Claim* cp : shown) {
      const Claim& c = *cp;
      const auto& s = *c.spec;
      nlohmann::json j = {{"id", s.id},
                          {"family", s.family},
                          {"source", s.source},
                          {"statement", s.statement},
                          {"expect", to_string(s.expect)},
                          {"method", to_string(s.method)},
                          {"takes_variant", c.checker && c.checker->takes_variant},
                          {"assumptions", assumptions_json(s)}};
      if (!s.extension.empty()) j["extension"] = s.extension;
      if (s.finding) {
        j["kind"] = to_string(s.finding->kind);
        j["corrected_claim"] = s.finding->corrected_claim;
      }
      arr.push_back(j);
    }
    std::cout << nlohmann::json{{"claims", arr}}.dump(2) << "\n";
    return 0;
  }
  for (const Claim* c : shown) {
    const auto& s = *c->spec;
    std::cout << s.id << "  [" << to_string(s.method) << ", expect " << to_string(s.expect);
    if (s.finding) std::cout << ", " << to_string(s.finding->kind);
    std::cout << "]\n    " << s.statement << "\n    source: " << s.source << "\n";
    print_scope(std::cout, s);
  }
  return 0;
}

int cmd_list_variants(const std::string& format) {
  require_format(format);
  register_all_variants();
  const auto all = registered_variants();
  // How many claims of each family run a variant.
  std::map<std::string, std::size_t> runners;
  for (const auto& c : claims())
    if (c.checker && c.checker->takes_variant) ++runners[c.spec->family];
  const auto role = [](const Variant& v) { return v.planted() ? "planted" : "algorithm"; };
  if (format == "json") {
    nlohmann::json arr = nlohmann::json::array();
    for (const auto& v : all)
      arr.push_back({{"family", v->family()},
                     {"kind", v->kind()},
                     {"name", v->name()},
                     {"planted", v->planted()},
                     {"summary", v->summary()}});
    std::cout << nlohmann::json{{"variants", arr}}.dump(2) << "\n";
    return 0;
  }
  for (const Family& f : families()) {
    std::cout << f.name << " (seed " << f.seed << "): " << runners[f.name]
              << " claims run a variant: collcheck check '" << f.name << ".*' --variant NAME\n";
    for (const auto& v : all) {
      if (v->family() != f.name) continue;
      std::cout << "  " << v->kind() << "  " << v->name() << "  [" << role(*v) << "]  "
                << v->summary() << "\n";
    }
  }
  return 0;
}

namespace {

// The CPUs this process may run on (its affinity mask: taskset, a cgroup, or mpirun's binding of
// a rank to a core), not every core of the machine.
unsigned usable_cpus() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
    return static_cast<unsigned>(CPU_COUNT(&set));
  return std::max(1u, std::thread::hardware_concurrency());
}

unsigned parse_jobs(const std::string& text) {
  const unsigned cores = usable_cpus();
  if (text.empty()) return cores;
  return static_cast<unsigned>(parse_uint({"jobs", "", 1, 1024, ""}, text));
}

}  // namespace

namespace {

// --checkpoint: the state of the exhaustive sweeps of the claim in work, kept in the checkpoint
// file beside the decided claims ({"claim#k": {done_below, fail_index, ...}}).
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
    s.done_below = j["done_below"].get<std::uint64_t>();
    if (j.contains("fail_index")) {
      s.fail_index = j["fail_index"].get<std::uint64_t>();
      s.fail_detail = fields_from_json(j["fail_detail"]);
    }
    if (j.contains("inconclusive_index")) {
      s.inconclusive_index = j["inconclusive_index"].get<std::uint64_t>();
      s.inconclusive_reason = j["inconclusive_reason"].get<std::string>();
    }
    return s;
  }
  void save(const std::string& key, const SweepState& s) override {
    {
      std::lock_guard lock(mutex);
      nlohmann::json j = {{"done_below", s.done_below}};
      if (s.fail_index) {
        j["fail_index"] = *s.fail_index;
        j["fail_detail"] = to_json(*s.fail_detail);
      }
      if (s.inconclusive_index) {
        j["inconclusive_index"] = *s.inconclusive_index;
        j["inconclusive_reason"] = s.inconclusive_reason;
      }
      saved[key] = j;
    }
    if (write) write();
  }
  std::string next_key(const std::string& claim) override {
    std::lock_guard lock(mutex);
    return claim + "#" + std::to_string(count_[claim]++);
  }
  void forget(const std::string& claim) {
    std::lock_guard lock(mutex);
    for (auto it = saved.begin(); it != saved.end();)
      if (it.key().rfind(claim + "#", 0) == 0)
        it = saved.erase(it);
      else
        ++it;
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
  write_file(dir + "/manifest.json",
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
              << ", not refuted: no run to trace, nothing written to " << path << "\n";
    return;
  }
  ExecTrace t;
  try {
    t = r.claim->checker->trace(ctx, r.outcome);
  } catch (const std::length_error& e) {
    std::cerr << "collcheck: note: --trace-out: " << id << ": " << e.what()
              << "; nothing written to " << path << "\n";
    return;
  }
  write_file(path, itf_json(t, r).dump(1) + "\n", "--trace-out");
  std::cerr << "collcheck: --trace-out: " << t.states.size() << " states of the run of " << id
            << " written to " << path << " (ITF)\n";
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
  if (!a.rlimit.empty())
    ctx.rlimit = parse_uint({"rlimit", "Z3's resource limit per query", 1, kMaxRlimit,
                             "Z3 takes an unsigned 32-bit number"},
                            a.rlimit);
  if (!a.solver.empty() && a.solver != "z3" && a.solver != "cvc5")
    throw UsageError("--solver must be z3 or cvc5, got '" + a.solver + "'");
  if (a.cross_check && !a.solver.empty())
    throw UsageError("--cross-check runs both solvers: give --cross-check or --solver, not both");
  ctx.solver = a.cross_check           ? proofs::Solver::both
               : a.solver == "cvc5"    ? proofs::Solver::cvc5
                                       : proofs::Solver::z3;
  if (ctx.solver != proofs::Solver::z3 && !proofs::have_cvc5())
    throw UsageError(std::string(a.cross_check ? "--cross-check" : "--solver cvc5") +
                     ": this collcheck was built without cvc5 (install libcvc5-dev and rebuild)");
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

int cmd_check(const CheckArgs& a) {
  CheckPlan plan = plan_check(a);
  RunContext& ctx = plan.ctx;
  const std::vector<const Claim*>& selected = plan.selected;
  // Under mpirun, rank 0 writes the reports and the checkpoint; the other ranks run units.
  const bool worker = mpi::rank() != 0;
  if (!worker) prepare_reports(a.json, a.junit);
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
  // (a claim that timed out is decided as inconclusive: another --timeout is another run)
  if (ctx.timeout_s) identity["timeout"] = ctx.timeout_s;
  nlohmann::ordered_json ids = nlohmann::ordered_json::array();
  for (const auto* c : selected) ids.push_back(c->spec->id);
  identity["selected"] = ids;
  std::map<std::string, nlohmann::ordered_json> earlier;
  CheckpointSweeps sweeps;
  if (!a.checkpoint.empty() && !worker) {
    require_writable("--checkpoint", a.checkpoint);
    std::ifstream in(a.checkpoint);
    if (in) {
      nlohmann::ordered_json saved;
      try {
        saved = nlohmann::ordered_json::parse(in);
      } catch (const nlohmann::ordered_json::exception&) {
        throw UsageError("--checkpoint: '" + a.checkpoint + "' is not a checkpoint of collcheck");
      }
      if (!saved.is_object() || !saved.contains("run") || !saved.contains("claims"))
        throw UsageError("--checkpoint: '" + a.checkpoint + "' is not a checkpoint of collcheck");
      for (auto it = identity.begin(); it != identity.end(); ++it)
        if (saved["run"].value(it.key(), nlohmann::ordered_json()) != it.value())
          throw UsageError("--checkpoint: '" + a.checkpoint + "' is of another run (its " +
                           it.key() + " differs); remove it or name another file");
      for (const auto& c : saved["claims"]) earlier[c["id"].get<std::string>()] = c;
      if (saved.contains("sweeps")) sweeps.saved = saved["sweeps"];
      std::cerr << "collcheck: resuming from " << a.checkpoint << ": " << earlier.size() << " of "
                << selected.size() << " claims already decided\n";
    }
  }
  nlohmann::ordered_json decided = nlohmann::ordered_json::array();
  const auto save_checkpoint = [&] {
    if (a.checkpoint.empty()) return;
    std::lock_guard lock(sweeps.mutex);
    const nlohmann::ordered_json doc = {
        {"run", identity}, {"claims", decided}, {"sweeps", sweeps.saved}};
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
    report = (mpi::active() ? mpi::run_claims : run_claims)(
        selected, ctx,
        [&](const ClaimResult& r) {
          line.clear();
          if (!header) print_header(std::cout, ctx, selected.size());
          header = true;
          print_result(std::cout, r, a.verbose);
          decided.push_back(claim_json(r));
          sweeps.forget(r.claim->spec->id);
          save_checkpoint();
        },
        [&](const Claim* c) -> std::optional<ClaimResult> {
          const auto it = earlier.find(c->spec->id);
          if (it == earlier.end()) return std::nullopt;
          return claim_result_from_json(c, it->second);
        });
    if (!header) print_header(std::cout, ctx, selected.size());
  }
  if (report.interrupted) {
    // No report: a run that stopped part way has no verdicts to stand for (and an earlier run's
    // report was removed when this one started).
    std::cout.flush();
    std::cerr << "collcheck: interrupted by signal " << stop_signal() << " after "
              << report.results.size() << " of " << selected.size() << " claims; no report written"
              << (a.checkpoint.empty() ? std::string()
                                       : "; the decided claims are saved in " + a.checkpoint +
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

unsigned errata_jobs(const std::string& format, const std::string& jobs) {
  require_format(format);
  return parse_jobs(jobs);
}

int cmd_errata(const std::string& format, const std::string& jobs) {
  RunContext ctx;
  ctx.jobs = errata_jobs(format, jobs);
  ctx.budget = Budget::smoke;
  ctx.seed = kDefaultSeed;
  const Kind kinds[] = {Kind::erratum, Kind::misprint, Kind::proof_gap, Kind::beyond_scope};
  const char* headings[] = {
      "Errata: false as the paper means it, inside the assumptions it states",
      ("Misprints: the printed text differs from what the paper itself shows it means (both "
       "checked)"),
      "Proof gaps: a step of a proof is false, the theorem holds",
      "Beyond scope: a generalisation the paper does not claim fails (not an error of the paper)"};
  nlohmann::ordered_json arr = nlohmann::ordered_json::array();
  std::map<std::string, int> counts;
  bool all_reproduced = true;
  for (int ki = 0; ki < 4; ++ki) {
    bool heading = false;
    for (const auto& c : claims()) {
      const auto& s = *c.spec;
      if (!s.finding || s.finding->kind != kinds[ki]) continue;
      const Finding& f = *s.finding;
      ++counts[to_string(f.kind)];
      // The counterexample is found by running the claim, never copied from a table.
      Report r = run_claims({&c}, ctx);
      const ClaimResult& res = r.results.at(0);
      nlohmann::ordered_json ev = nlohmann::ordered_json::array();
      for (const auto& q : f.evidence) ev.push_back(nlohmann::ordered_json(quote_json(q)));
      nlohmann::ordered_json j = {
          {"claim", s.id},
          {"kind", to_string(f.kind)},
          {"family", s.family},
          {"source", s.source},
          {"statement", s.statement},
          {"why", f.why},
          {"evidence", ev},
          {"assumptions", assumptions_json(s)},
          {"counterexample", res.outcome.counterexample ? to_json(*res.outcome.counterexample)
                                                        : nlohmann::ordered_json(nullptr)},
          {"replay", res.replay},
          {"corrected", f.corrected},
          {"corrected_claim", f.corrected_claim}};
      if (!s.extension.empty()) j["extension"] = s.extension;
      if (res.outcome.verdict != Verdict::refuted) {
        all_reproduced = false;
        j["note"] = std::string("the claim was not refuted on the smoke budget: ") +
                    to_string(res.outcome.verdict);
      }
      arr.push_back(j);
      if (format != "text") continue;
      if (!heading) std::cout << "== " << headings[ki] << "\n\n";
      heading = true;
      std::cout << s.id << "  [" << to_string(f.kind) << "]  (" << s.source << ")\n"
                << "  statement:      " << s.statement << "\n"
                << "  why " << to_string(f.kind) << ": " << f.why << "\n";
      for (const auto& q : f.evidence) print_quote(std::cout, "    ", q);
      if (!s.extension.empty()) std::cout << "  extension:      " << s.extension << "\n";
      std::cout << "  counterexample: "
                << (res.outcome.counterexample ? to_text(*res.outcome.counterexample)
                                               : "(none found)")
                << "\n"
                << "  replay:         " << res.replay << "\n"
                << "  corrected:      " << f.corrected << "\n"
                << "  checked by:     " << f.corrected_claim << "\n\n";
    }
  }
  if (format == "json") {
    std::cout << nlohmann::ordered_json{{"errata", arr}, {"counts", counts}}.dump(2) << "\n";
  } else {
    std::cout << arr.size() << " findings:";
    for (auto k : kinds) std::cout << " " << counts[to_string(k)] << " " << to_string(k) << ";";
    std::cout << "\n";
  }
  return all_reproduced ? 0 : 1;
}

std::map<std::string, std::uint64_t> bound_values(
    const std::string& model, const std::map<std::string, std::string>& values) {
  if (model != "postal") throw UsageError("bound: unknown model '" + model + "' (known: postal)");
  const std::vector<NumericOption> table = {
      {"n", "number of PEs", 1, ~std::uint64_t{0}, ""},
      {"k", "ports per PE", 1, 1'000'000'000'000'000'000ull, ""},
      {"lambda", "latency (steps)", 1, 10'000'000, "the bound keeps lambda values in memory"}};
  for (const char* name : {"n", "k", "lambda"})
    if (!values.count(name) || values.at(name).empty())
      throw UsageError(std::string("bound postal needs --") + name);
  return parse_all(table, values, {});
}

int cmd_bound(const std::string& model, const std::map<std::string, std::string>& values) {
  auto v = bound_values(model, values);
  const std::uint64_t n = v["n"], k = v["k"], lambda = v["lambda"];
  const auto m = postal::min_steps(n, k, lambda, ~std::uint64_t{0});
  std::cout << "k-port lambda-postal lower bound (Lin and Yeh, Theorem 1): n = " << n
            << ", k = " << k << ", lambda = " << lambda << "\n";
  std::cout << "m = min{i | G(i) >= n}\n" << *m << "\n";
  return 0;
}

int simulate_omega(const SimulateArgs& a);       // app/simulate_omega.cpp
int simulate_logp(const SimulateArgs& a);        // app/simulate_logp.cpp
int simulate_halfduplex(const SimulateArgs& a);  // app/simulate_halfduplex.cpp
int simulate_groupops(const SimulateArgs& a);    // app/simulate_groupops.cpp

// One simulator per family; each runs the family's models (checkers/family.hpp) and writes
// --emit-schedule (docs/schedule-format.md).
struct Simulator {
  const char* family;
  SimulateFn run;
};
constexpr Simulator kSimulators[] = {{"postal", simulate_postal},
                                     {"omega", simulate_omega},
                                     {"logp", simulate_logp},
                                     {"halfduplex", simulate_halfduplex},
                                     {"groupops", simulate_groupops}};

SimulateFn simulator_for(const SimulateArgs& a) {
  require_format(a.format);
  std::string known;
  for (const Family& f : families())
    for (const auto& model : f.models) {
      known += (known.empty() ? "" : ", ") + model;
      if (model != a.model) continue;
      for (const auto& s : kSimulators)
        if (f.name == s.family) return s.run;
      throw std::logic_error("family " + f.name + " has no simulator");
    }
  throw UsageError("simulate: unknown model '" + a.model + "' (known: " + known + ")");
}

int cmd_simulate(const SimulateArgs& a) { return simulator_for(a)(a); }

}  // namespace cc::app
