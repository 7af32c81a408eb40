// collcheck mpi: checks the MPI library a user runs (docs/mpi.md "Check your MPI library",
// mpi/README.md): every algorithm the library offers for each collective reduction and broadcast,
// forced one at a time, under mpirun with collcheck-mpi-witness, one mpirun per np and setting;
// one claim per (library, collective, algorithm[, commutative]). The reports and exit codes are
// check's (app/report*.cpp, README "Exit codes"); SIGINT/SIGTERM kill the mpirun in work and end
// the command with 128 + the signal.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <string>
#include <vector>

#include "app/cli.hpp"
#include "app/commands.hpp"
#include "app/mpisweep/claims.hpp"
#include "app/mpisweep/findings.hpp"
#include "app/mpisweep/library.hpp"
#include "app/mpisweep/reading.hpp"
#include "app/mpisweep/repro.hpp"
#include "app/mpisweep/runs.hpp"
#include "app/mpisweep/spawn.hpp"
#include "app/options.hpp"
#include "app/process.hpp"
#include "app/report.hpp"
#include "checkers/registry.hpp"
#include "spec/core/printable.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::app {

namespace {

using namespace mpisweep;

struct MpiPlan {
  Budget budget = Budget::ci;
  std::vector<int> nps;
  std::vector<std::string> counts;  // as given (--counts), or empty: the budget's
  double timeout_s = 0;  // --timeout, or the budget's (budget_timeout())
  std::vector<std::string> expect;
};

std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (;;) {
    const std::size_t comma = s.find(',', start);
    out.push_back(s.substr(start, comma - start));
    if (comma == std::string::npos) return out;
    start = comma + 1;
  }
}

// The ranks of each budget's domain: smoke 1 to 4; ci 1, 2, 3, 5, 8 (a power of two, and not);
// deep 1 to 16 (oversubscribed).
std::vector<int> budget_nps(Budget b) {
  switch (b) {
    case Budget::smoke:
      return {1, 2, 3, 4};
    case Budget::ci:
      return {1, 2, 3, 5, 8};
    case Budget::deep:
      break;
  }
  std::vector<int> all;
  for (int p = 1; p <= 16; ++p) all.push_back(p);
  return all;
}

// The seconds an mpirun may take before it is killed as a hang: every run of the budget's domain
// takes a few seconds on 2 cores (the large count, np 8 oversubscribed: about 10 s), and the time
// a run is held stopped from outside does not count (spawn()).
double budget_timeout(Budget b) {
  switch (b) {
    case Budget::smoke:
      return 60;
    case Budget::ci:
      return 120;
    case Budget::deep:
      break;
  }
  return 600;
}

// The counts at P ranks: 1, P-1, P, P+1, 2P+1 (odd, and not divisible by P), the two sides of
// the size thresholds of the libraries' algorithm choice, and a large one (segmentation,
// pipelining). A count is in units of the datatype: the witness element is 48 bytes, MPI_BYTE 1.
// The thresholds (mpi/README.md "Counts"): 42 and 43 elements are 2016 and 2064 bytes, the two
// sides of MPICH's 2048-byte short-message limits of reduce and allreduce
// (MPIR_CVAR_REDUCE_SHORT_MSG_SIZE, MPIR_CVAR_ALLREDUCE_SHORT_MSG_SIZE) and of its ch4 layer's
// commutative reduce composition; 255 and 256 elements (12240, 12288 bytes) of its bcast's
// short-message limit (MPIR_CVAR_BCAST_SHORT_MSG_SIZE, 12288), 2047 and 2049 bytes the 2048-byte
// limits on MPI_BYTE, 12289 bytes its bcast's on MPI_BYTE; 1024 and 4096 elements (48 and 192 KB)
// are several segments of Open MPI's segmented algorithms with a segment size set. The smoke
// budget keeps 43 only of the first pair: its side below the 2048-byte limits is 2P+1 (at most
// 9 elements, 432 bytes), which holds the two smoke sweeps to about 3 min.
std::vector<std::string> budget_counts(Budget b, int np) {
  std::vector<std::int64_t> c = {1, np - 1, np, np + 1, 2 * np + 1};
  if (b == Budget::smoke) c.insert(c.end(), {43, 1024});
  if (b == Budget::ci) c.insert(c.end(), {42, 43, 255, 256, 2047, 2049, 4096, 12289});
  if (b == Budget::deep) c.insert(c.end(), {42, 43, 255, 256, 2047, 2049, 4096, 12289, 65536});
  std::vector<std::string> out;
  for (auto x : c) out.push_back(std::to_string(x));
  return out;
}

MpiPlan plan_mpi(const MpiArgs& a) {
  MpiPlan p;
  if (!a.library.empty() && a.library != "openmpi" && a.library != "mpich")
    throw UsageError("--library must be openmpi or mpich, got '" + a.library + "'");
  const auto budget = parse_budget(a.budget);
  if (!budget) throw UsageError("--budget must be smoke, ci or deep, got '" + a.budget + "'");
  p.budget = *budget;
  if (a.planted != "none" && a.planted != "swap" && a.planted != "drop" && a.planted != "repeat" &&
      a.planted != "root")
    throw UsageError("--planted must be none, swap, drop, repeat or root, got '" + a.planted + "'");
  p.timeout_s = budget_timeout(p.budget);
  if (!a.timeout.empty()) {
    try {
      p.timeout_s = static_cast<double>(parse_uint({"timeout", "", 1, 86400, "one day"}, a.timeout));
    } catch (const UsageError&) {
      throw UsageError("--timeout must be whole seconds per mpirun, an integer in [1, 86400], got '" +
                       a.timeout + "'");
    }
  }
  if (!a.np.empty()) {
    for (const auto& w : split(a.np))
      p.nps.push_back(static_cast<int>(
          parse_uint({"np", "", 1, 256, "256 processes on one machine"}, w)));
  } else {
    p.nps = budget_nps(p.budget);
  }
  if (!a.counts.empty())
    for (const auto& w : split(a.counts))
      p.counts.push_back(std::to_string(
          parse_uint({"counts", "", 0, std::uint64_t{1} << 24, "the witness's limit"}, w)));
  if (!a.expect.empty()) p.expect = split(a.expect);
  for (const auto& e : p.expect)
    if (e.empty()) throw UsageError("--expect: an empty claim glob in '" + a.expect + "'");
  if (!a.json.empty() && a.json == a.junit)
    throw UsageError("--json and --junit name the same file '" + a.json + "': give two");
  if (!a.emit_repro.empty() && a.planted != "none")
    throw UsageError("--emit-repro with --planted " + a.planted +
                     ": the wrong results are the planted operator's, not the library's; emit "
                     "reproductions from a run without --planted");
  return p;
}

std::string self_dir() {
  char buf[4096];
  const ssize_t n = ::readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return ".";
  const std::string path(buf, static_cast<std::size_t>(n));
  return path.substr(0, path.find_last_of('/'));
}

// The library a witness is linked with, from the shared objects its file names.
std::string library_of(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (bytes.find("libmpich") != std::string::npos) return "mpich";
  if (bytes.find("libmpi.so") != std::string::npos) return "openmpi";
  return "";
}

// --witness, or the witness of `library` beside collcheck (collcheck-mpi-witness-<library>, or the
// default collcheck-mpi-witness when it is of that library). Fills in `library` when empty.
std::string find_witness(const MpiArgs& a, std::string& library) {
  if (!a.witness.empty()) {
    const std::string w = find_program(a.witness);
    if (w.empty()) throw UsageError("--witness: '" + a.witness + "' is not an executable file");
    if (library.empty()) library = library_of(w);
    if (library.empty())
      throw UsageError("--witness: cannot tell which MPI library '" + a.witness +
                       "' is linked with: give --library openmpi or mpich");
    return w;
  }
  const std::string dir = self_dir();
  const std::string plain = find_program(dir + "/collcheck-mpi-witness");
  std::vector<std::string> order = {"openmpi", "mpich"};
  if (library.empty() && !plain.empty()) library = library_of(plain);
  for (const auto& l : order) {
    if (!library.empty() && l != library) continue;
    const std::string w = find_program(dir + "/collcheck-mpi-witness-" + l);
    if (!plain.empty() && library_of(plain) == l) {
      library = l;
      return plain;
    }
    if (!w.empty()) {
      library = l;
      return w;
    }
  }
  throw UsageError("no collcheck-mpi-witness" + (library.empty() ? "" : " of " + library) +
                   " found beside " + dir +
                   " (built when CMake finds MPI, or mpicxx.openmpi, mpicxx.mpich): build it, or give "
                   "--witness PATH");
}

bool matches_any(const std::vector<std::string>& globs, const std::string& id) {
  for (const auto& g : globs)
    if (glob_match(g, id)) return true;
  return false;
}

}  // namespace

void check_mpi_args(const MpiArgs& a) { (void)plan_mpi(a); }

int cmd_mpi(const MpiArgs& a) {
  const MpiPlan plan = plan_mpi(a);
  // The witness's setting of how its ranks wait (mpi/README.md, "More ranks than cores"): the
  // witness refuses any other value, which would make every claim of the sweep an error.
  if (const char* y = std::getenv("COLLCHECK_WITNESS_YIELD");
      y && *y && std::string(y) != "0" && std::string(y) != "1")
    throw UsageError("COLLCHECK_WITNESS_YIELD: '" + std::string(y) +
                     "' is neither 0 nor 1 (the witness's ranks: 0 wait as the library does, 1 "
                     "always give up their core, unset or empty when oversubscribed)");
  std::string library = a.library;
  const std::string witness = find_witness(a, library);
  const Library lib = find_library(library, a.mpirun);
  std::vector<std::string> colls = collectives();
  std::string where;
  const std::vector<Setting> settings = mpisweep::settings(lib, colls, plan.timeout_s, where);
  if (stop_requested()) throw Interrupted();
  std::vector<SweepClaim> all = sweep_claims(lib, settings, a.planted == "swap");
  std::vector<SweepClaim> chosen;
  for (auto& c : all)
    if (a.patterns.empty() || matches_any(a.patterns, c.spec.id)) chosen.push_back(std::move(c));
  if (chosen.empty())
    throw UsageError("no claim of the " + lib.title + " sweep matches the given globs (" +
                     std::to_string(all.size()) + " claims; see 'collcheck mpi --list')");
  for (const auto& g : plan.expect) {
    bool any = false;
    for (const auto& c : chosen) any = any || glob_match(g, c.spec.id);
    if (!any) throw UsageError("--expect: '" + g + "' matches none of the selected claims");
  }
  if (a.list) {
    for (const auto& c : chosen)
      std::cout << c.spec.id << (a.verbose ? "  " + c.spec.statement : std::string()) << "\n";
    return 0;
  }
  // --emit-repro DIR: its files are outputs like the reports (never the witness, never a
  // report's file); DIR is made now, so that a bad one ends the run before the sweep.
  std::vector<OutputFile> repro_files;
  if (!a.emit_repro.empty())
    for (const auto& c : chosen)
      for (const char* ext : {".c", ".txt"})
        repro_files.push_back(
            {"--emit-repro", (std::filesystem::path(a.emit_repro) / (c.spec.id + ext)).string()});
  prepare_reports(a.json, a.junit, {witness}, repro_files);
  if (!a.emit_repro.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(a.emit_repro, ec);
    if (!std::filesystem::is_directory(a.emit_repro, ec))
      throw UsageError("--emit-repro: cannot create directory '" + a.emit_repro + "'" +
                       (std::filesystem::exists(a.emit_repro, ec) ? " (a file is there)" : ""));
    require_writable_directory("--emit-repro", a.emit_repro);
  }

  std::string nps;
  for (int p : plan.nps) nps += (nps.empty() ? "" : ",") + std::to_string(p);
  std::cout << "collcheck " << kVersion << " mpi: " << (lib.version.empty() ? lib.title : lib.version)
            << ", " << chosen.size() << " claim" << (chosen.size() == 1 ? "" : "s") << ", budget "
            << to_string(plan.budget) << ", np " << nps << ", timeout "
            << static_cast<long long>(plan.timeout_s) << " s per mpirun"
            << (a.planted == "none" ? "" : ", planted " + a.planted) << "\n"
            << "  witness " << printable(witness) << "; mpirun " << printable(lib.mpirun)
            << "; algorithms from " << printable(where)
            << "\n";
  std::cout.flush();

  std::deque<Claim> claims;  // stable addresses for the report
  Report report;
  report.ctx.budget = plan.budget;
  report.ctx.jobs = 1;
  report.ctx.seed = 0;
  for (auto& c : chosen) {
    if (matches_any(plan.expect, c.spec.id)) c.spec.expect = Expect::refuted;
    claims.push_back({&c.spec, nullptr});
    report.selected.push_back(&claims.back());
  }
  // The runs: each batch of claims (batches()) at each np, ascending (app/mpisweep/runs.hpp: a
  // failed run is split, a claim refused whatever np is not run again).
  const std::vector<std::vector<std::size_t>> runs = batches(lib, chosen);
  RunSettings rs;
  rs.witness = witness;
  rs.timeout_s = plan.timeout_s;
  rs.planted = a.planted;
  rs.counts = [&](int np) { return plan.counts.empty() ? budget_counts(plan.budget, np) : plan.counts; };
  Sweep sweep(lib, chosen, rs);
  std::size_t done = 0;
  const bool tty = ::isatty(2) != 0;
  for (const auto& batch : runs) {
    for (int np : plan.nps)
      if (!sweep.run(batch, np)) {
        std::cout.flush();
        // (a closed standard output: run_cli says so, and ends with exit 2)
        if (process::stdout_closed()) return 128 + stop_signal();
        std::cerr << (tty ? "\r\033[K" : "") << "collcheck: interrupted by signal "
                  << stop_signal() << " after " << done << " of " << runs.size()
                  << " runs of the sweep (the mpirun in work killed); no report written\n";
        return 128 + stop_signal();
      }
    ++done;
    if (tty)
      std::cerr << "\r\033[K  ... " << done << " of " << runs.size() << " settings run ("
                << chosen[batch.front()].spec.id << (batch.size() > 1 ? ", ..." : "") << ")"
                << std::flush;
  }
  if (tty) std::cerr << "\r\033[K" << std::flush;
  const std::vector<Reading>& readings = sweep.readings();
  const std::vector<double>& seconds = sweep.seconds();

  std::map<std::string, Verdict> verdicts;
  for (std::size_t i = 0; i < chosen.size(); ++i) verdicts[chosen[i].spec.id] = outcome(readings[i]).verdict;
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    const SweepClaim& c = chosen[i];
    const Reading& reading = readings[i];
    ClaimResult r;
    r.claim = &claims[i];
    r.outcome = outcome(reading);
    const bool bcast = moves_data(c.setting.collective);
    r.outcome.domain = {{"library", lib.name},
                        {"np", nps},
                        {"counts", plan.counts.empty()
                                       ? std::string(plan.budget == Budget::smoke
                                                         ? "1,P-1,P,P+1,2P+1,43,1024"
                                                     : plan.budget == Budget::ci
                                                         ? "1,P-1,P,P+1,2P+1,42,43,255,256,2047,2049,4096,12289"
                                                         : "1,P-1,P,P+1,2P+1,42,43,255,256,2047,2049,4096,12289,65536")
                                       : a.counts},
                        {"datatypes", std::string(bcast ? "contiguous,vector,byte" : "contiguous,vector")},
                        {"op", std::string(bcast ? "none"
                                           : c.commutative ? "commutative" : "noncommutative")}};
    if (a.planted != "none") r.outcome.domain.push_back({"planted", a.planted});
    if (!sweep.skipped()[i].empty()) {
      const std::string n = "not run at np " + sweep.skipped()[i] +
                            ": refused in every case at a power of two np and at another one";
      r.outcome.note = r.outcome.note.empty() ? n : r.outcome.note + "; " + n;
    }
    r.seconds = seconds[i];
    const Verdict v = r.outcome.verdict;
    r.as_expected = v == Verdict::verified || v == Verdict::refused ||
                    (c.spec.expect == Expect::refuted && v == Verdict::refuted);
    if (v == Verdict::refuted || v == Verdict::refused) {
      const bool wrong = v == Verdict::refuted;
      WitnessRun w;
      w.counts = {wrong ? reading.wrong_counts : reading.refused_counts};
      const std::string& d = wrong ? reading.wrong_datatypes : reading.refused_datatypes;
      if (!d.empty()) w.datatypes = {d};
      w.planted = a.planted;
      r.replay = shell_line(
          command(lib, {&c}, wrong ? reading.wrong_np : reading.refused_np, witness, w));
    }
    // The context of a refuted non-commutative reading: what the commutative one gave.
    if (!c.commutative && v == Verdict::refuted && !bcast && a.planted == "none") {
      const std::string cid = c.spec.id + ".commutative";
      const auto it = verdicts.find(cid);
      if (it != verdicts.end()) {
        const std::string note = fairness_note(lib, c, it->second, cid);
        r.outcome.note = r.outcome.note.empty() ? note : note + "; " + r.outcome.note;
      }
    }
    // What was established about this finding (app/mpisweep/findings.cpp), first.
    if (a.planted == "none") {
      const std::string known = established_note(lib, c, v);
      if (!known.empty()) r.outcome.note = r.outcome.note.empty() ? known : known + "; " + r.outcome.note;
    }
    print_result(std::cout, r, a.verbose);
    report.results.push_back(std::move(r));
  }
  const Tally& t = sweep.tally();
  std::cout << "  " << t.runs << " mpirun runs, " << static_cast<long long>(t.seconds + 0.5) << " s: "
            << t.reruns << " after a failed run, " << t.failed << " failed (" << t.timed_out
            << " hung until --timeout, " << static_cast<long long>(t.timeout_seconds + 0.5) << " s); "
            << static_cast<long long>(t.held_seconds + 0.5) << " s held stopped from outside; "
            << t.skipped << " claim runs skipped (refused whatever np)\n";
  // --emit-repro: a C program for each refuted or crashing claim (app/mpisweep/repro.hpp).
  if (!a.emit_repro.empty()) {
    ReproEnv env;
    env.dir = a.emit_repro;
    env.compiler = repro_compiler(lib);
    env.witness = witness;
    env.timeout_s = plan.timeout_s;
    env.counts = rs.counts;
    for (std::size_t i = 0; i < chosen.size(); ++i) {
      const std::string line = emit_repro(lib, chosen[i], readings[i], env);
      // (each line printable: the paths and the library's words are the user's)
      std::size_t from = 0;
      while (from < line.size()) {
        const std::size_t nl = std::min(line.find('\n', from), line.size());
        std::cout << printable(line.substr(from, nl - from)) << "\n";
        from = nl + 1;
      }
      std::cout.flush();
    }
  }
  return finish_report(report, a.json, a.junit);
}

}  // namespace cc::app
