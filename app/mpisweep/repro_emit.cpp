// collcheck mpi --emit-repro DIR: the candidates of a refuted or crashing claim built with the
// library's mpicc and run with the claim's setting, in a private temporary directory; the first
// that fails is written to DIR (app/mpisweep/repro.hpp). The files go through write_file
// (app/output_files.cpp): atomic, a link at the name replaced, never followed.
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "app/commands.hpp"
#include "app/mpisweep/repro.hpp"
#include "app/mpisweep/spawn.hpp"
#include "spec/core/stop.hpp"

namespace cc::app::mpisweep {

namespace {

constexpr double kBuildTimeout = 120;
constexpr std::size_t kKeptOutput = 8000;  // of each stream, in the text file

// The first line of s, cut at 200 characters.
std::string first_line_cut(const std::string& s) {
  std::string t = s.substr(0, s.find('\n'));
  return t.size() > 200 ? t.substr(0, 200) + "..." : t;
}

std::string kept(const std::string& s) {
  if (s.size() <= kKeptOutput) return s;
  return s.substr(0, kKeptOutput) + "\n[... " + std::to_string(s.size() - kKeptOutput) +
         " more bytes]\n";
}

// What a run of a program ended with, in words.
std::string ending(const Spawned& r, double timeout_s) {
  if (r.not_started) return "not started: " + first_line_cut(r.err);
  if (r.timed_out)
    return "no end after " + std::to_string(static_cast<long long>(timeout_s)) + " s (killed)";
  if (r.signal) return "killed by signal " + std::to_string(r.signal);
  return "exit " + std::to_string(r.exit_code);
}

bool crashed_or_failed(const Spawned& r) {
  return !r.not_started && !r.timed_out && !r.stopped && (r.signal != 0 || r.exit_code != 0);
}

// A crash or an abort of mpirun (absorb()'s words), not a hang or a program that did not start.
bool crash_error(const std::string& error) {
  return error.find("mpirun ended by signal") != std::string::npos ||
         error.find("mpirun exit") != std::string::npos;
}

std::string case_text(const ReproCase& k) {
  std::string s = "np " + std::to_string(k.np) + ", count " + std::to_string(k.count);
  if (k.root >= 0) s += ", root " + std::to_string(k.root);
  if (blocking(k.collective) != "bcast") s += k.in_place ? ", in place" : ", not in place";
  return s + ", datatype " + k.datatype;
}

std::string data_name(const ReproCandidate& d) {
  switch (d.data) {
    case ReproData::int_sum:
      return "MPI_INT with MPI_SUM, count " + std::to_string(d.count);
    case ReproData::int_user_sum:
      return "MPI_INT with a commutative user operator, count " + std::to_string(d.count);
    case ReproData::interval:
      return "the interval operator, count " + std::to_string(d.count);
    case ReproData::int_value:
      break;
    case ReproData::byte_value:
      return "MPI_BYTE, count " + std::to_string(d.count);
  }
  return "MPI_INT, count " + std::to_string(d.count);
}

// A private directory for the candidates, removed at the end.
struct TempDir {
  std::string path;
  TempDir() {
    const char* t = std::getenv("TMPDIR");
    std::string tmpl = std::string(t && *t ? t : "/tmp") + "/collcheck-repro-XXXXXX";
    if (::mkdtemp(tmpl.data())) path = tmpl;
  }
  ~TempDir() {
    std::error_code ec;
    if (!path.empty()) std::filesystem::remove_all(path, ec);
  }
};

}  // namespace

std::string repro_compiler(const Library& lib) {
  for (const std::string& name : {"mpicc." + lib.name, std::string("mpicc")})
    if (!find_program(name).empty()) return name;
  return "";
}

std::string emit_repro(const Library& lib, const SweepClaim& c, const Reading& r, const ReproEnv& env) {
  const std::string& id = c.spec.id;
  const Outcome o = outcome(r);
  const std::string head = "  repro  " + id + ": ";
  std::vector<ReproCase> cases;
  bool crash = false;
  std::string finding;  // what the sweep found, for the text file
  if (o.verdict == Verdict::refuted) {
    finding = "refuted; the least counterexample: " + (o.counterexample ? to_text(*o.counterexample) : std::string("?"));
    if (const auto k = refuted_case(c, r)) cases.push_back(*k);
  } else if (o.verdict == Verdict::error) {
    if (!crash_error(r.error))
      return head + "no reproduction: " + r.error + " (not a crash of the library)";
    crash = true;
    finding = "error: " + r.error;
  } else {
    return "";
  }
  if (!repro_supported(c.setting.collective))
    return head + "no reproduction: the generator has no program for " + c.setting.collective;
  if (env.compiler.empty())
    return head + "no reproduction: no mpicc." + lib.name + " or mpicc on PATH to build it";

  // A crash: the claim's run again, alone, at the np of the crash; the case it was in is after
  // the last it printed.
  if (crash) {
    WitnessRun w;
    w.counts = env.counts(r.error_np);
    const std::vector<std::string> argv = command(lib, {&c}, r.error_np, env.witness, w);
    const Spawned s = spawn(argv, lib.env, env.timeout_s);
    if (s.stopped || stop_requested()) throw Interrupted{};
    std::vector<std::int64_t> counts;
    for (const auto& x : w.counts) counts.push_back(std::stoll(x));
    finding += "; run again alone (" + shell_line(argv) + "): " + ending(s, env.timeout_s);
    if (!crashed_or_failed(s)) {
      finding += ", no crash this time";
    } else {
      cases = crash_suspects(c, s.out, r.error_np, counts);
      finding += ", in the case after the last it printed";
    }
  }

  std::string text = "collcheck mpi --emit-repro: " + id + "\n" + "library: " +
                     (lib.version.empty() ? lib.title : lib.version) + "\n" +
                     "claim: " + c.spec.statement + "\n" + "the sweep: " + finding + "\n";
  const std::filesystem::path dir(env.dir);
  const std::string c_path = (dir / (id + ".c")).string();
  const std::string txt_path = (dir / (id + ".txt")).string();

  TempDir tmp;
  if (tmp.path.empty()) return head + "no reproduction: cannot create a temporary directory";
  std::vector<std::string> tried;       // the candidates that did not fail, one line each
  std::vector<std::string> tried_long;  // with their lines, for the text file
  for (const ReproCase& k : cases) {
    for (const ReproCandidate& d : repro_candidates(c, k, crash)) {
      if (stop_requested()) throw Interrupted{};
      const ReproLines lines = repro_lines(lib, c, k, env.compiler, id);
      const std::string source = repro_source(lib, c, k, d, lines, tried);
      const std::string expected = repro_expected_output(c, k, d, tried);
      write_file((std::filesystem::path(tmp.path) / (id + ".c")).string(), source, "--emit-repro");
      const Spawned b = spawn(lines.build, lib.env, kBuildTimeout, tmp.path);
      if (b.stopped || stop_requested()) throw Interrupted{};
      // (the case named when there are several: the cases a crash may have been in)
      const std::string what = (cases.size() > 1 ? case_text(k) + ", " : "") + data_name(d);
      if (b.not_started || b.timed_out || b.signal || b.exit_code != 0) {
        tried.push_back(what + ": did not build (" + ending(b, kBuildTimeout) + ")");
        tried_long.push_back(tried.back() + "\n    " + shell_line(lines.build) + "\n" + kept(b.err));
        continue;
      }
      const Spawned run = spawn(lines.run, lib.env, env.timeout_s, tmp.path);
      if (run.stopped || stop_requested()) throw Interrupted{};
      if (!crashed_or_failed(run)) {
        tried.push_back(what + ": " + ending(run, env.timeout_s) +
                        (run.timed_out ? ""
                         : run.out == expected
                             ? ", every rank right"
                             : ", but not the expected output (the generator's error)"));
        tried_long.push_back(tried.back() + "\n    " + shell_line(lines.run));
        continue;
      }
      // This one fails: the reproduction.
      const bool says_wrong = run.out.find("\nWRONG: ") != std::string::npos;
      text += "\nprogram: " + id + ".c: " + case_text(k) + ", " + data_name(d) + " (" + d.why + ")\n";
      if (!tried.empty()) {
        text += "tried first, and not failing:\n";
        for (const auto& x : tried_long) text += "  - " + x + "\n";
      }
      text += "\nin this directory:\nbuild: " + shell_line(lines.build) + "\nrun: " +
              shell_line(lines.run) + "\n\nexpected output (a library that does what MPI " +
              "requires; exit 0):\n" + expected + "\nactual output (this run, " +
              ending(run, env.timeout_s) + "):\n--- stdout\n" + kept(run.out) + "--- stderr\n" +
              kept(run.err);
      write_file(c_path, source, "--emit-repro");
      write_file(txt_path, text, "--emit-repro");
      return head + "reproduced (" + ending(run, env.timeout_s) +
             (says_wrong ? ", a wrong result" : crash ? ", a crash or an abort" : "") + ") by " + c_path +
             ": " + case_text(k) + ", " + data_name(d) +
             (tried.empty() ? "" : "; not with " + tried.front() + (tried.size() > 1 ? "; ..." : "")) +
             "\n         build (in " + env.dir + "): " + shell_line(lines.build) +
             "\n         run (in " + env.dir + "): " + shell_line(lines.run);
    }
  }
  // No candidate failed alone: said in the text file and the command's output; no stale program
  // of an earlier run is left looking current.
  text += "\nNOT REPRODUCED: no candidate program failed alone";
  if (cases.empty()) text += " (no case to try: the claim's run did not crash again)";
  text += "\n";
  for (const auto& x : tried_long) text += "  - " + x + "\n";
  struct stat st {};
  if (::lstat(c_path.c_str(), &st) == 0 && S_ISREG(st.st_mode)) ::unlink(c_path.c_str());
  write_file(txt_path, text, "--emit-repro");
  return head + "NOT REPRODUCED: no candidate program failed alone (" +
         (cases.empty() ? std::string("no crash when run again")
                        : std::to_string(tried.size()) + " tried") +
         "): " + txt_path;
}

}  // namespace cc::app::mpisweep
