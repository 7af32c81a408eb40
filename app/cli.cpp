// The command line (its contract: docs/commands.md): list, check, prove, simulate, errata,
// verify, bound, merge, mpi.
// Exit codes: 0 as expected, 1 unexpected verdict, 2 usage or bad input, 3 inconclusive,
// 4 internal error. Every usage error is one line `collcheck: error: ...` on stderr.
#include "app/cli.hpp"

#include <malloc.h>
#include <pthread.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <csignal>
#include <iostream>
#include <map>
#include <mutex>
#include <thread>

#include "app/command_line.hpp"
#include "app/commands.hpp"
#include "app/mpi.hpp"
#include "app/process.hpp"
#include "app/report.hpp"
#include "app/simulate/layer.hpp"
#include "checkers/family.hpp"
#include "spec/claims/claim.hpp"
#include "spec/core/printable.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/schedule/document.hpp"

namespace cc::app {

namespace {

// An option given with an empty value is a usage error, not "not given" (options added in issue 13;
// the older ones are issue 14's).
const CLI::Validator kNonEmpty(
    [](std::string& s) { return s.empty() ? std::string("the value is empty") : std::string(); },
    "", "non-empty");

// The models verify reads, one line each, for `verify --help` (docs/schedule-format.md,
// "Models"): the model's parameters, as the reader takes them (schedule::model_params), and what a
// document of it describes. A model the reader knows without a line here still gets its line, with
// its parameters only (and the test "verify --help lists every model, one line each" fails).
std::string verify_models_help() {
  static const std::map<std::string, std::string> what = {
      {"postal", "Lin and Yeh's k-port lambda-postal model: sends and receives per step"},
      {"hypercube", "Ohtaki's hypercube: messages along one dimension per step"},
      {"logp", "Shou and Chen's LogP (with G: LogGP): timed sends, receives, combines"},
      {"omega", "Lee and Lin's Omega network: a ring, or sets of paths, link-disjoint"},
      {"halfduplex", "Lin and Hung's half-duplex steps, broadcasts and scatters"},
      {"pram", "Ohtaki's EREW memory, PEs 0..N-1 (the slides' P_1..P_N): reads, writes, ops"},
  };
  std::string text =
      "Models (a document's \"model\", or --model with --generator; docs/schedule-format.md):\n";
  for (const std::string& m : schedule::supported_models()) {
    std::string line = "  " + m;
    line.resize(std::max<std::size_t>(line.size() + 1, 14), ' ');
    if (const auto* ps = schedule::model_params(m))
      for (std::size_t i = 0; i < ps->size(); ++i)
        line += (i ? ", " : "") + ((*ps)[i].optional ? "[" + (*ps)[i].name + "]" : (*ps)[i].name);
    const auto it = what.find(m);
    if (it != what.end()) {
      line.resize(std::max<std::size_t>(line.size() + 1, 28), ' ');
      line += it->second;
    }
    text += line + "\n";
  }
  return text;
}

void add_check_options(CLI::App* cmd, CheckArgs& a) {
  cmd->add_option("claims", a.patterns, "claim ids or globs (default: all), e.g. 'postal.*'");
  cmd->add_option("--budget", a.budget, "smoke | ci | deep (default ci)");
  cmd->add_option("--jobs", a.jobs, "worker threads (default: all cores)");
  cmd->add_option("--seed", a.seed, "seed of the property-based checks, or 'random'");
  cmd->add_option("--rlimit", a.rlimit,
                  "Z3's resource limit for every query, 1..4294967295 (deterministic; default: "
                  "each obligation's own); a query that runs out reads inconclusive");
  cmd->add_option("--json", a.json, "write the JSON report to FILE");
  cmd->add_option("--junit", a.junit, "write a JUnit XML report to FILE");
  cmd->add_option("--shard", a.shard, "check shard I of N (1-based), e.g. 2/4");
  cmd->add_option("--case", a.case_text,
                  "check one case of one claim, e.g. n=4,k=2,lambda=1 (replay)");
  cmd->add_option("--variant", a.variant,
                  "run the claims on an algorithm variant (see 'collcheck list')");
  cmd->add_flag("-v,--verbose", a.verbose, "print every claim's statement, source and domain");
  cmd->add_option("--solver", a.solver,
                  "z3 | cvc5: the solver of the proof obligations (default z3; cvc5 when built "
                  "with libcvc5-dev)");
  cmd->add_flag("--cross-check", a.cross_check,
                "decide every proof obligation with both Z3 and cvc5; a disagreement is an error");
  cmd->add_option("--cvc5-tlimit", a.cvc5_tlimit,
                  "with --solver cvc5 or --cross-check: cvc5's wall-clock limit per query in "
                  "milliseconds, 1..10000 (default 10000); a query it stops reads unknown");
  cmd->add_option("--checkpoint", a.checkpoint,
                  "save each decided claim to FILE (atomically); the same command with the same "
                  "FILE resumes after an interruption");
  cmd->add_option("--timeout", a.timeout,
                  "stop a claim that runs longer than S seconds of wall time, 1..604800 (whole "
                  "seconds); it reads inconclusive, 'timeout (S s)', and the run goes on");
  cmd->add_flag("--fail-fast", a.fail_fast,
                "stop the run after the first failure (a verdict against its expectation, or an "
                "error); the claims after it are not run and are listed as such");
}

}  // namespace

namespace {
std::string& program_storage() {
  static std::string name = "collcheck";
  return name;
}
}  // namespace

const std::string& program_name() { return program_storage(); }

namespace {

// glibc's malloc gives the top of its heap back to the kernel whenever more than a small
// amount is free there (and moves its mmap threshold up with every large free): a sweep that
// builds and drops a schedule per case then spends its time in brk and in the TLB flushes that
// follow (perf of `check halfduplex.sec5.precondition_bef --budget ci --jobs 1`: 37 % of the
// samples in the kernel under free; 61.6 s wall, 19.6 s system time, against 34.3 s and 0.07 s
// with these settings; bench/README.md). Kept memory is reused by the next case; a run's peak is
// unchanged.
void keep_freed_memory() {
  mallopt(M_TRIM_THRESHOLD, 512 << 20);
  mallopt(M_TOP_PAD, 16 << 20);
  mallopt(M_MMAP_THRESHOLD, 32 << 20);  // the largest glibc accepts on 64-bit
}

// SIGINT, SIGTERM and SIGHUP are blocked in every thread (threads inherit the mask of the one
// that starts them, and this runs first) and taken by one watcher thread, which asks the run to
// stop (spec/core/stop.hpp): engines stop between cases, a Z3 query in flight is interrupted
// through its API, and the command ends with 128 + the signal. SIGHUP (the terminal closed) is
// taken as SIGTERM: exit 143. A second signal ends the program at once, and so does the first
// one if the program has not ended 2 s after it; either way the processes collcheck started
// (a generator, mpirun, and everything they started) are killed first.
void start_signal_watcher() {
  static std::once_flag once;
  std::call_once(once, [] {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    pthread_sigmask(SIG_BLOCK, &set, nullptr);
    std::thread([set] {
      for (bool first = true;; first = false) {
        int sig = 0;
        while (sigwait(&set, &sig) != 0) {
        }
        if (sig == SIGHUP) sig = SIGTERM;
        if (!first) {
          process::kill_all_now();
          _exit(128 + sig);
        }
        request_stop(sig);
        // Checks and verify stop between cases within a fraction of a second; a computation that
        // does not poll the stop (a large simulate, the reading of a large document) still ends,
        // at most 2 s after the signal, with the same line as a stop that the run saw.
        // Meanwhile the stop's hooks run again every 100 ms: a solver query that started just
        // after the first interrupt (which it does not see) is interrupted too.
        std::thread([sig] {
          for (int i = 0; i < 19; ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            request_stop(sig);
          }
          std::this_thread::sleep_for(std::chrono::milliseconds(100));
          process::kill_all_now();
          if (!process::stdout_closed()) {
            const std::string line =
                "collcheck: interrupted by signal " + std::to_string(sig) + "\n";
            [[maybe_unused]] const auto written = ::write(2, line.data(), line.size());
          }
          _exit(128 + sig);
        }).detach();
      }
    }).detach();
  });
}

}  // namespace

CommandLine parse_command_line(int argc, char** argv) {
  CommandLine cl;
  cl.prove.proofs_only = true;
  CLI::App app{"collcheck: machine-checks theorems about collective communication algorithms"};
  app.require_subcommand(1);
  app.set_version_flag(
      "--version", [] { return version_text(); },
      "print the version, commit, build type and the Z3 and MPI libraries");

  auto* list = app.add_subcommand("list", "list the claims of the catalog");
  list->add_option("claims", cl.list.patterns, "claim ids or globs (default: all)");
  list->add_option("--format", cl.list.format, "text | json");
  list->add_option("--family", cl.list.family, "only this family's claims (e.g. postal)");
  list->add_option("--method", cl.list.method, "only proof, exhaustive or property claims");
  list->add_option("--expect", cl.list.expect, "only claims expected to hold or be refuted");
  list->add_flag("--variants", cl.list_variants,
                 "list the algorithm variants of every family (the papers', the planted bugs, a "
                 "program's own) instead of the claims");

  auto* check =
      app.add_subcommand("check", "check claims; exit 0 when every verdict is as expected");
  add_check_options(check, cl.check);
  check->add_option("--trace-out", cl.check.trace_out,
                    "write the run behind the refutation of the one selected claim to FILE in "
                    "the Informal Trace Format (ITF JSON), state by state up to the violation "
                    "(claims whose check runs a model step by step; see docs/papers.md, Traces)");

  auto* prove = app.add_subcommand("prove", "run the proof claims (solver queries: Z3, or cvc5)");
  add_check_options(prove, cl.prove);
  prove->add_option("--emit-smt2", cl.prove.emit_smt2,
                    "write every solver query into DIR as portable SMT-LIB 2.6 (set-logic, the "
                    "answer as :status), with DIR/manifest.json listing them");

  // simulate: the options of every model's descriptor (app/simulate/layer.hpp), each once; the
  // option layer checks them against the model named.
  auto* simulate =
      app.add_subcommand("simulate", "run an algorithm on a model and print it as the paper does");
  simulate->add_option("model", cl.simulate.model, sim::model_names())->required();
  simulate->footer("collcheck simulate MODEL --help: the model's options, ranges and defaults");
  std::map<std::string, std::string> sim_values;
  std::vector<std::pair<CLI::Option*, sim::CliOption::Arity>> sim_options;
  for (const sim::CliOption& o : sim::cli_options()) {
    const std::string flag = "--" + o.name;
    if (o.name == "format") {
      simulate->add_option(flag, cl.simulate.format, o.help)->type_name(o.metavar);
      continue;
    }
    CLI::Option* opt =
        o.arity == sim::CliOption::Arity::none
            ? simulate->add_flag(flag, o.help)
            : simulate->add_option(flag, sim_values[o.name], o.help)->type_name(o.metavar);
    if (o.arity == sim::CliOption::Arity::optional) opt->expected(0, 1);
    sim_options.emplace_back(opt, o.arity);
  }

  auto* errata = app.add_subcommand(
      "errata", "list the papers' false claims with counterexamples and corrections");
  errata->add_option("--format", cl.errata_format, "text | json");
  errata->add_option("--jobs", cl.errata_jobs, "worker threads");

  auto* merge = app.add_subcommand(
      "merge", "combine the JSON reports of the shards of one run (--shard I/N) into its report");
  merge->add_option("reports", cl.merge.files, "the shards' reports, REPORT.json ...");
  merge->add_option("--json", cl.merge.json, "write the merged JSON report to FILE");
  merge->add_option("--junit", cl.merge.junit, "write the merged JUnit XML report to FILE");

  auto* verify = app.add_subcommand(
      "verify", "run your own schedule documents (docs/schedule-format.md) on the models");
  verify->add_option("files", cl.verify.files, "schedule documents, FILE.json ...");
  verify->add_option("--json", cl.verify.json, "write the JSON report to FILE");
  verify->add_option("--junit", cl.verify.junit, "write a JUnit XML report to FILE");
  verify->add_flag("-v,--verbose", cl.verify.verbose, "print every verdict's statement");
  auto* generator_opt =
      verify->add_option("--generator", cl.verify.generator,
                         "a program (run with sh -c) that writes the schedule for each point");
  verify->add_option("--model", cl.verify.model,
                     "the generator's model: postal, hypercube, logp, omega, halfduplex or pram");
  verify->add_option("--domain", cl.verify.domain,
                     "the points, in order, e.g. 'n=1..64,k=1..3,lambda=1..3'");
  verify->add_option("--case", cl.verify.case_text, "one point, e.g. n=5,k=1,lambda=1 (replay)");
  verify->add_option("--max-over-bound", cl.verify.max_over_bound,
                     "refute the bound verdict at the least point more than D steps (or time) over "
                     "the lower bound (0: optimal everywhere)")
      ->check(CLI::Range(std::int64_t{0}, std::int64_t{1} << 62));
  verify->add_option("--table", cl.verify.table,
                     "write FILE.csv: one row per point (its keys, steps or time, bound, over)");
  verify->add_option("--draw", cl.verify.draw,
                     "write FILE.svg: the space-time diagram of one schedule's run (one file, or "
                     "--generator with --case; postal), the faulty message, op or rule marked");
  verify->add_option("--trace-out", cl.verify.trace_out,
                     "write FILE: one schedule's run as an ITF trace, a state per step (one file, "
                     "or --generator with --case; postal)");
  verify->add_option("--plot", cl.verify.plot,
                     "write FILE.svg: the most steps (or time) and the bound at each value of the "
                     "domain's first key");
  verify->add_flag("--synth", cl.verify.synth,
                   "compute the exact optimum of each legal, correct point with collcheck synth "
                   "(postal broadcast, reduce, prefix; logp broadcast) and judge against it");
  verify->add_option("--rlimit", cl.verify.rlimit,
                     "--synth: Z3's resource limit per query (default 200000000)");
  verify->add_option("--synth-timeout", cl.verify.synth_timeout_s,
                     "--synth: seconds per point (default: none, --rlimit bounds each query)")
      ->check(CLI::Range(0.0, 86400.0));
  verify->add_option("--show-better", cl.verify.show_better,
                     "write FILE: the optimal schedule (synthesized, replayed) of the least point "
                     "where this one is slower than the optimum (implies --synth)");
  verify->add_option("--random", cl.verify.random, "N random points of --domain")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1000000}));
  auto* verify_seed = verify->add_option("--seed", cl.verify.seed, "the seed of --random");
  auto* verify_timeout = verify
                             ->add_option("--timeout", cl.verify.timeout_s,
                                          "seconds the generator may take per point (default 10)")
                             ->check(CLI::Range(0.001, 3600.0));
  verify->footer(verify_models_help());

  auto* bound = app.add_subcommand(
      "bound", "print a paper's closed-form bound; postal: m = min{i | G(i) >= n}");
  bound->add_option("model", cl.bound_model, "postal")->required();
  for (const char* name : {"n", "k", "lambda"})
    bound->add_option(std::string("--") + name, cl.bound_values[name], "see the paper's notation");

  auto* synth = app.add_subcommand(
      "synth", "the least steps of a collective on a model: the schedule (replayed on the model's "
               "executor) and a solver certificate that one step fewer is impossible (docs/synth.md)");
  synth->add_option("--model", cl.synth.model, "postal | logp | halfduplex | hypercube | pram (this version)")->required();
  synth->add_option("--collective", cl.synth.collective, "broadcast | reduce | prefix | allreduce (halfduplex: prefix; pram: not broadcast)")->required();
  synth->add_option("--point", cl.synth.point, "the model's parameters, e.g. 'n=8,k=1,lambda=2' (postal; m=M: M items "
                    "per PE, one per message), 'P=8,L=2,o=1,g=2' (logp broadcast), "
                    "'P=3,L=1,o=1,g=2,T=6' (logp reduce: the most operands by T), 'n=8,p=4' (halfduplex "
                    "prefix: the least communication steps), 'N=6[,R=2]' (hypercube, pram: N PEs, R "
                    "slots per PE)")
      ->required();
  synth->add_option("--emit-schedule", cl.synth.emit_schedule,
                    "write the schedule found to FILE (collcheck-schedule/1, for collcheck verify)");
  synth->add_option("--emit-smt2", cl.synth.emit_smt2,
                    "write the certificate query (one step fewer) into DIR as SMT-LIB 2.6 with its "
                    "answer as :status, and DIR/manifest.json");
  synth->add_option("--solver", cl.synth.solver, "z3 | cvc5 (default z3)");
  synth->add_flag("--cross-check", cl.synth.cross_check,
                  "decide every query with both Z3 and cvc5; a disagreement is an error");
  synth->add_option("--rlimit", cl.synth.rlimit,
                    "Z3's resource limit per query (default 200000000); a query that runs out "
                    "ends the search inconclusive");
  synth->add_option("--timeout", cl.synth.timeout,
                    "stop the search after S seconds of wall time, 1..604800 (whole seconds); it "
                    "ends inconclusive (exit 3) with the steps it proved impossible");
  synth->add_option("--max-steps", cl.synth.max_steps,
                    "give up past this many steps, 1..256 (default 64); logp broadcast: past this "
                    "time, 1..4096 (default 1024)");
  synth->add_option("--planted", cl.synth.planted, "")->group("");  // tests: drop-ports, drop-pair, drop-holder, drop-adjacent, drop-gap, early-receive, drop-half-duplex

  auto* mpi_cmd = app.add_subcommand(
      "mpi", "check the MPI library you run: every algorithm of every collective reduction, "
             "forced in turn, under mpirun on a non-commutative witness (docs/mpi.md, \"Check "
             "your MPI library\")");
  mpi_cmd->add_option("claims", cl.mpi.patterns,
                      "claim ids or globs, e.g. 'mpi.openmpi.reduce.*' (default: all)");
  mpi_cmd->add_option("--library", cl.mpi.library,
                      "openmpi | mpich (default: the library of the default witness)");
  mpi_cmd->add_option("--budget", cl.mpi.budget,
                      "smoke (np 1..4) | ci (np up to 8) | deep (np 1..16) (default ci)");
  mpi_cmd->add_option("--witness", cl.mpi.witness,
                      "the collcheck-mpi-witness to run (default: the library's, beside collcheck)");
  mpi_cmd->add_option("--mpirun", cl.mpi.mpirun,
                      "the launcher (default: mpirun.openmpi or mpirun.mpich on PATH)");
  mpi_cmd->add_option("--timeout", cl.mpi.timeout,
                      "seconds per mpirun, 1..86400 (default: smoke 60, ci 120, deep 600); a run "
                      "still going then (not counting time held stopped) is killed with its "
                      "process group: verdict error");
  mpi_cmd->add_option("--expect", cl.mpi.expect,
                      "claim ids or globs (comma-separated) that may be refuted");
  mpi_cmd->add_option("--json", cl.mpi.json, "write the JSON report to FILE");
  mpi_cmd->add_option("--junit", cl.mpi.junit, "write a JUnit XML report to FILE");
  mpi_cmd->add_option("--planted", cl.mpi.planted,
                      "none | swap | drop | repeat: a wrong operator in the witness (the teeth)");
  mpi_cmd->add_option("--np", cl.mpi.np, "the numbers of ranks, e.g. 3 or 2,5 (default: the budget's)");
  mpi_cmd->add_option("--counts", cl.mpi.counts,
                      "the counts, e.g. 1,4 (default: 1, P-1, P, P+1 and the budget's large one)");
  mpi_cmd->add_option("--emit-repro", cl.mpi.emit_repro,
                      "write DIR/<claim>.c, a standalone C program that reproduces each refuted "
                      "or crashing claim with the least case found, and DIR/<claim>.txt (its build "
                      "and mpirun lines, expected and actual output)");
  mpi_cmd->add_flag("--list", cl.mpi.list, "print the claims the sweep would run, and exit");
  mpi_cmd->add_flag("-v,--verbose", cl.mpi.verbose, "print every claim's statement and source");

  // An option given with an empty value (--jobs '', --case '') is a usage error, never taken as
  // "not given"; options whose value may be left out (simulate --tree) are exempt.
  for (CLI::App* sub : app.get_subcommands({}))
    for (CLI::Option* opt : sub->get_options())
      if (opt->nonpositional() && opt->get_items_expected_min() >= 1) opt->check(kNonEmpty);

  try {
    if (argc > 1 && argv[1][0] != '-') {
      const std::string cmd = argv[1];
      bool known = false;
      for (const auto* sub : app.get_subcommands({})) known = known || sub->get_name() == cmd;
      if (!known)
        throw UsageError(
            "unknown command '" + cmd +
            "' (commands: list, check, prove, simulate, errata, verify, bound, merge, mpi)");
    }
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    const sim::Model* model = *simulate ? sim::find_model(cl.simulate.model) : nullptr;
    cl.print = model ? sim::model_help(*model) : app.help();
    return cl;
  } catch (const CLI::CallForAllHelp&) {
    cl.print = app.help("", CLI::AppFormatMode::All);
    return cl;
  } catch (const CLI::CallForVersion&) {
    cl.print = version_text();
    return cl;
  } catch (const CLI::ParseError& e) {
    std::string msg = e.what();
    if (msg.empty()) msg = e.get_name();
    throw UsageError(msg);
  }
  for (const auto* sub : app.get_subcommands()) cl.command = sub->get_name();
  if (*list && cl.list_variants &&
      (!cl.list.patterns.empty() || !cl.list.family.empty() || !cl.list.method.empty() ||
       !cl.list.expect.empty()))
    throw UsageError("list --variants lists every variant; the claim filters do not apply");
  if (*simulate)
    for (const auto& [opt, arity] : sim_options) {
      if (opt->count() == 0) continue;
      const std::string name = opt->get_name().substr(2), &val = sim_values[name];
      const bool none = arity == sim::CliOption::Arity::none ||
                        (arity == sim::CliOption::Arity::optional && val.empty());
      cl.simulate.given[name] = none ? std::nullopt : std::optional<std::string>(val);
    }
  if (*verify) {
    cl.verify.generator_given = generator_opt->count() > 0;
    cl.verify.seed_given = verify_seed->count() > 0;
    cl.verify.timeout_given = verify_timeout->count() > 0;
  }
  return cl;
}

void check_values(const CommandLine& cl) {
  if (cl.command == "list") {
    if (cl.list_variants)
      require_format(cl.list.format);
    else
      (void)list_selection(cl.list);
  } else if (cl.command == "check") {
    (void)plan_check(cl.check);
  } else if (cl.command == "prove") {
    (void)plan_check(cl.prove);
  } else if (cl.command == "simulate") {
    check_simulate(cl.simulate);
  } else if (cl.command == "errata") {
    (void)errata_jobs(cl.errata_format, cl.errata_jobs);
  } else if (cl.command == "verify") {
    check_verify_args(cl.verify);
  } else if (cl.command == "bound") {
    (void)bound_values(cl.bound_model, cl.bound_values);
  } else if (cl.command == "mpi") {
    check_mpi_args(cl.mpi);
  } else if (cl.command == "synth") {
    check_synth_args(cl.synth);
  }
}

namespace {

int run_command(int argc, char** argv) {
  if (argc > 0 && argv[0] && *argv[0]) {
    const std::string path = argv[0];
    program_storage() = path.substr(path.find_last_of('/') + 1);
  }
  try {
    const CommandLine cl = parse_command_line(argc, argv);
    if (!cl.print.empty()) {
      std::cout << cl.print;
      return 0;
    }
    // The catalog and the registry are validated before any command runs: a finding that is not
    // what its kind says (an erratum outside the paper's assumptions), a claim without a checker,
    // a checker without a claim or an id declared twice is an internal error, exit 4.
    (void)claims();
    const std::string& cmd = cl.command;
    if (mpi::size() > 1 && cmd != "check" && cmd != "prove")
      throw UsageError(
          "under mpirun only check and prove deal their work over the ranks; run "
          "the others without mpirun");
    if (cmd == "list")
      return cl.list_variants ? cmd_list_variants(cl.list.format) : cmd_list(cl.list);
    if (cmd == "check") return cmd_check(cl.check);
    if (cmd == "prove") return cmd_check(cl.prove);
    if (cmd == "simulate") return cmd_simulate(cl.simulate);
    if (cmd == "errata") return cmd_errata(cl.errata_format, cl.errata_jobs);
    if (cmd == "verify") return cmd_verify(cl.verify);
    if (cmd == "bound") return cmd_bound(cl.bound_model, cl.bound_values);
    if (cmd == "merge") return cmd_merge(cl.merge);
    if (cmd == "mpi") return cmd_mpi(cl.mpi);
    if (cmd == "synth") return cmd_synth(cl.synth);
    return 2;
  } catch (const UsageError& e) {
    // Under mpirun every rank reads the same command line: rank 0 says what is wrong.
    // One line, whatever user text (a file name, a JSON string, a command) the message quotes.
    if (mpi::rank() == 0) std::cerr << "collcheck: error: " << printable(e.what()) << "\n";
    mpi::refuse();
    return 2;
  } catch (const Interrupted&) {
    if (!process::stdout_closed())
      std::cerr << "collcheck: interrupted by signal " << stop_signal() << "\n";
    return 128 + stop_signal();
  } catch (const std::exception& e) {
    std::cerr << "collcheck: internal error"
              << (mpi::active() ? " (rank " + std::to_string(mpi::rank()) + ")" : std::string())
              << ": " << printable(e.what()) << "\n";
    mpi::refuse();
    return 4;
  }
}

}  // namespace

int run_cli(int argc, char** argv) {
  keep_freed_memory();
  start_signal_watcher();
  process::prepare();
  mpi::start();
  int code = run_command(argc, argv);
  mpi::finish();
  // Nothing collcheck started outlives it.
  process::kill_orphans();
  std::cout.flush();
  // Standard output's reader went away (`collcheck check | head -1`): the run stopped as on a
  // signal (process::prepare), and the rest of its output was not read.
  if (process::stdout_closed() && code != 2) {
    std::cerr << "collcheck: error: standard output was closed by its reader (e.g. '| head'): "
                 "collcheck stopped, its output is cut short\n";
    code = 2;
  }
  return code;
}

}  // namespace cc::app
