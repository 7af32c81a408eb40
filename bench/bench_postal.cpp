// bench_postal: how fast collcheck checks the postal family (Lin and Yeh).
//
//   lemma3   Algorithm A as printed (variant "A") on the PostalNetwork executor with interval
//            witnesses, Lemma 3 checked after every step, over every (n, k, lambda) of a domain,
//            exactly as the claim postal.lemma3.contents does; threads take cases one at a time
//            from a shared counter, largest n first. Reports wall time, PE-steps (the sum over the
//            cases of n * steps run) and messages, and both per second.
//   bmc      Theorem 1 as a Z3 bounded model check (proofs/postal_bmc.hpp): for n = 2, 3, ... the
//            query "all n PEs hold v(0) after m-1 steps" (expected unsat: the lower bound) and
//            "... after m steps" (expected sat: a schedule), m = min{j | G(j) >= n}. Each query
//            runs in a child process so that the wall-clock budget can stop it; a sat schedule is
//            re-checked against the model here before it counts. Columns: "solve s" is the time
//            of Z3's check() as the proof engine measures it, "wall s" both queries of the row
//            including the encoding and the fork, "cpu s" the CPU time of the two children.
//   compare  lemma3 on one thread over a small domain: the C++ side of the comparison with
//            bench/postal_python.py, which prints the same keys.
//
// Output is one "key value" pair a line, so that run_postal.sh (and a reader) can pick figures.
// Every timing is wall-clock; cpu_seconds (user + system) is printed beside it because the
// machine may be shared, and a wall time that is much more than cpu / jobs means it was.
// Bad options print "bench_postal: error: ..." and exit 2; a failed check or a query with an
// unexpected answer exits 1.
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "checkers/postal/common.hpp"
#include "proofs/engine.hpp"
#include "proofs/postal_bmc.hpp"
#include "spec/algorithms/postal_prefix.hpp"
#include "spec/core/usage_error.hpp"

namespace {

using cc::u64;
using cc::UsageError;
using cc::postal::Interval;
using cc::postal::Pe;
using Clock = std::chrono::steady_clock;

double since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

// User + system CPU seconds of this process (RUSAGE_SELF) or of its waited-for children. Beside
// the wall time, so that a run on a machine shared with other work can be judged.
double cpu_seconds(int who) {
  rusage u{};
  getrusage(who, &u);
  auto sec = [](const timeval& t) {
    return static_cast<double>(t.tv_sec) + 1e-6 * static_cast<double>(t.tv_usec);
  };
  return sec(u.ru_utime) + sec(u.ru_stime);
}

// ---------------------------------------------------------------------------------------------
// Options: one table per subcommand drives parsing, --help and the echo of the settings.

struct Option {
  std::string name, help;
  double value, lo, hi;  // integers only; double so that "2e9" reads as written
};

using Options = std::vector<Option>;

double get(const Options& opts, const std::string& name) {
  for (const auto& o : opts)
    if (o.name == name) return o.value;
  throw UsageError("internal: no option --" + name);
}

void usage(const std::string& cmd, const Options& opts) {
  std::cout << "usage: bench_postal " << cmd;
  for (const auto& o : opts) std::cout << " [--" << o.name << " N]";
  std::cout << "\n";
  for (const auto& o : opts)
    std::cout << "  --" << std::left << std::setw(16) << o.name << o.help << " (default "
              << static_cast<unsigned long long>(o.value) << ", "
              << static_cast<unsigned long long>(o.lo) << " .. "
              << static_cast<unsigned long long>(o.hi) << ")\n";
}

// Returns false if --help was given.
bool parse(const std::string& cmd, Options& opts, int argc, char** argv) {
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--help" || a == "-h") {
      usage(cmd, opts);
      return false;
    }
    std::string val;
    const auto eq = a.find('=');
    if (a.rfind("--", 0) == 0 && eq != std::string::npos) {
      val = a.substr(eq + 1);
      a = a.substr(0, eq);
    } else if (a.rfind("--", 0) == 0 && i + 1 < argc) {
      val = argv[++i];
    } else if (a.rfind("--", 0) == 0) {
      throw UsageError(a + " needs a value");
    } else {
      throw UsageError("unexpected argument '" + a + "' (see bench_postal " + cmd + " --help)");
    }
    auto it =
        std::find_if(opts.begin(), opts.end(), [&](const Option& o) { return "--" + o.name == a; });
    if (it == opts.end())
      throw UsageError("unknown option " + a + " for '" + cmd + "' (see bench_postal " + cmd +
                       " --help)");
    double v = 0;
    std::size_t used = 0;
    try {
      v = std::stod(val, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != val.size() || val.empty() || v != static_cast<double>(static_cast<long long>(v)) ||
        v < it->lo || v > it->hi) {
      std::ostringstream os;
      os << a << " = '" << val << "': expected an integer in "
         << static_cast<unsigned long long>(it->lo) << " .. "
         << static_cast<unsigned long long>(it->hi);
      throw UsageError(os.str());
    }
    it->value = v;
  }
  return true;
}

template <class T>
void put(const std::string& key, const T& value) {
  std::cout << std::left << std::setw(22) << key << value << "\n";
}

std::string fixed(double x, int digits) {
  std::ostringstream os;
  os << std::fixed << std::setprecision(digits) << x;
  return os.str();
}

// ---------------------------------------------------------------------------------------------
// lemma3 / compare

// Lemma 3 after every step j, with the observer of postal.lemma3.contents itself.
using cc::postal_checks::Lemma3Observer;

struct Tally {
  u64 cases = 0, failures = 0, pe_steps = 0, messages = 0;
  // The least failing case in (n, k, lambda) order, with what failed.
  std::optional<std::tuple<u64, u64, u64>> first_fail;
  std::string first_fail_text;

  void fail(u64 n, u64 k, u64 lambda, const std::string& text) {
    ++failures;
    const auto c = std::make_tuple(n, k, lambda);
    if (!first_fail || c < *first_fail) {
      first_fail = c;
      first_fail_text = text;
    }
  }
  void merge(const Tally& o) {
    cases += o.cases;
    pe_steps += o.pe_steps;
    messages += o.messages;
    failures += o.failures;
    if (o.first_fail && (!first_fail || *o.first_fail < *first_fail)) {
      first_fail = o.first_fail;
      first_fail_text = o.first_fail_text;
    }
  }
};

void run_case(const cc::postal::PrefixVariant& v, u64 n, u64 k, u64 lambda, Tally& t,
              std::vector<Interval>& c) {
  Lemma3Observer obs(k, lambda);
  const auto run = cc::postal::run_algorithm_a(v, static_cast<Pe>(n), k, lambda, c, &obs);
  ++t.cases;
  t.pe_steps += n * run.steps_run;
  t.messages += run.messages;
  const std::string where =
      "n=" + std::to_string(n) + " k=" + std::to_string(k) + " lambda=" + std::to_string(lambda);
  if (obs.bad)
    t.fail(n, k, lambda, where + ": Lemma 3 fails at " + cc::to_text(*obs.bad));
  else if (run.violation)
    t.fail(n, k, lambda, where + ": " + run.violation->rule + ": " + run.violation->detail);
}

// Every (n, k, lambda) of [1, nmax] x [1, kmax] x [1, lmax], shared out case by case.
Tally sweep(u64 nmax, u64 kmax, u64 lmax, unsigned jobs, double& wall, double& cpu) {
  const auto& v = *cc::postal::find_prefix_variant("A");
  const u64 per_n = kmax * lmax, total = nmax * per_n;
  std::atomic<u64> next{0};
  std::vector<Tally> tallies(jobs);
  auto worker = [&](unsigned w) {
    std::vector<Interval> c;
    for (;;) {
      const u64 idx = next.fetch_add(1, std::memory_order_relaxed);
      if (idx >= total) return;
      // Largest n first: the long cases start early and the short ones fill the gaps.
      const u64 n = nmax - idx / per_n, k = 1 + (idx % per_n) / lmax, lambda = 1 + idx % lmax;
      run_case(v, n, k, lambda, tallies[w], c);
    }
  };
  const auto t0 = Clock::now();
  const double cpu0 = cpu_seconds(RUSAGE_SELF);
  std::vector<std::thread> threads;
  for (unsigned w = 1; w < jobs; ++w) threads.emplace_back(worker, w);
  worker(0);
  for (auto& t : threads) t.join();
  wall = since(t0);
  cpu = cpu_seconds(RUSAGE_SELF) - cpu0;
  Tally all;
  for (const auto& t : tallies) all.merge(t);
  return all;
}

int report_sweep(const std::string& bench, u64 nmax, u64 kmax, u64 lmax, unsigned jobs) {
  double wall = 0, cpu = 0;
  const Tally t = sweep(nmax, kmax, lmax, jobs, wall, cpu);
  put("bench", bench);
  put("domain", "n<=" + std::to_string(nmax) + " k<=" + std::to_string(kmax) +
                    " lambda<=" + std::to_string(lmax));
  put("jobs", jobs);
  put("cases", t.cases);
  put("failures", t.failures);
  if (t.first_fail) put("first_failure", t.first_fail_text);
  put("seconds", fixed(wall, 3));
  put("cpu_seconds", fixed(cpu, 3));
  put("pe_steps", t.pe_steps);
  put("pe_steps_per_second", fixed(static_cast<double>(t.pe_steps) / wall, 0));
  put("messages", t.messages);
  put("messages_per_second", fixed(static_cast<double>(t.messages) / wall, 0));
  put("cases_per_second", fixed(static_cast<double>(t.cases) / wall, 0));
  return t.failures == 0 ? 0 : 1;
}

int cmd_lemma3(int argc, char** argv) {
  const double hw = std::max(1u, std::thread::hardware_concurrency());
  Options o = {{"nmax", "largest n", 1024, 1, 1 << 20},
               {"kmax", "largest k", 8, 1, 1 << 10},
               {"lmax", "largest lambda", 8, 1, 1 << 10},
               {"jobs", "threads", hw, 1, 256}};
  if (!parse("lemma3", o, argc, argv)) return 0;
  return report_sweep("lemma3", static_cast<u64>(get(o, "nmax")), static_cast<u64>(get(o, "kmax")),
                      static_cast<u64>(get(o, "lmax")), static_cast<unsigned>(get(o, "jobs")));
}

int cmd_compare(int argc, char** argv) {
  Options o = {{"nmax", "largest n", 512, 1, 1 << 20},
               {"kmax", "largest k", 4, 1, 1 << 10},
               {"lmax", "largest lambda", 4, 1, 1 << 10}};
  if (!parse("compare", o, argc, argv)) return 0;
  return report_sweep("compare-cpp", static_cast<u64>(get(o, "nmax")),
                      static_cast<u64>(get(o, "kmax")), static_cast<u64>(get(o, "lmax")), 1);
}

// ---------------------------------------------------------------------------------------------
// bmc

using Schedule = std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>>;

// The schedule against the k-port lambda-postal model, as a broadcast of v(0) from PE 0: a send
// of step t comes from a PE that holds v(0) after step t-1, at most k sends and k receives per PE
// per step, no self-sends or repeated pairs, and every PE holds v(0) after `steps` steps. Empty
// if the schedule is legal and complete.
std::string recheck(const Schedule& s, std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                    std::uint32_t steps) {
  std::vector<std::size_t> got(n, SIZE_MAX);  // the step in which a PE receives v(0)
  got[0] = 0;
  for (std::size_t t = 1; t <= s.size(); ++t) {
    std::vector<std::uint32_t> out(n, 0), in(n, 0);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs = s[t - 1];
    std::sort(pairs.begin(), pairs.end());
    if (std::adjacent_find(pairs.begin(), pairs.end()) != pairs.end())
      return "a pair repeats in step " + std::to_string(t);
    for (auto [a, b] : pairs) {
      const std::string msg =
          "step " + std::to_string(t) + ": " + std::to_string(a) + "->" + std::to_string(b) + ": ";
      if (a >= n || b >= n || a == b) return msg + "bad PE";
      if (got[a] == SIZE_MAX || got[a] > t - 1) return msg + "sender does not hold v(0)";
      if (++out[a] > k) return msg + "more than k sends";
      if (++in[b] > k) return msg + "more than k receives";
      got[b] = std::min(got[b], t + lambda - 1);
    }
  }
  for (std::uint32_t b = 0; b < n; ++b)
    if (got[b] == SIZE_MAX || got[b] > steps)
      return "PE " + std::to_string(b) + " does not hold v(0) after step " + std::to_string(steps);
  return {};
}

struct Query {
  std::string status;  // proved, counterexample, unknown, timeout, error
  double solve_seconds = 0, wall_seconds = 0, cpu_seconds = 0;
  std::string note;
};

// One BMC query in a child process, killed at `deadline`. The child writes one line:
// "<status> <solve seconds> <note>".
Query run_query(std::uint32_t n, std::uint32_t k, std::uint32_t lambda, std::uint32_t steps,
                unsigned long long rlimit, Clock::time_point deadline) {
  Query q;
  const auto t0 = Clock::now();
  int fd[2];
  if (pipe(fd) != 0) return {"error", 0, 0, 0, "pipe failed"};
  std::cout.flush();
  const double child_cpu0 = cpu_seconds(RUSAGE_CHILDREN);
  const pid_t pid = fork();
  if (pid < 0) return {"error", 0, 0, 0, "fork failed"};
  if (pid == 0) {
    close(fd[0]);
    std::string line;
    try {
      cc::proofs::ProofOptions opts;
      opts.rlimit = rlimit;
      opts.name = "bench_bmc";
      const auto r = cc::proofs::postal_broadcast_bmc(n, k, lambda, steps, opts);
      std::string status = r.result.status == cc::proofs::Status::proved ? "proved"
                           : r.result.status == cc::proofs::Status::counterexample
                               ? "counterexample"
                               : "unknown";
      std::string note = r.result.reason;
      if (r.result.status == cc::proofs::Status::counterexample) {
        note = recheck(r.sends, n, k, lambda, steps);
        if (!note.empty())
          status = "error";
        else
          note = "schedule re-checked";
      }
      line = status + " " + fixed(r.result.seconds, 6) + " " + note + "\n";
    } catch (const std::exception& e) {
      line = std::string("error 0 ") + e.what() + "\n";
    }
    for (std::size_t off = 0; off < line.size();) {
      const ssize_t w = write(fd[1], line.data() + off, line.size() - off);
      if (w <= 0) break;
      off += static_cast<std::size_t>(w);
    }
    _exit(0);
  }
  close(fd[1]);
  std::string text;
  bool timed_out = false;
  for (;;) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) {
      timed_out = true;
      break;
    }
    pollfd p{fd[0], POLLIN, 0};
    const int r = poll(&p, 1, static_cast<int>(std::min<long long>(left.count(), 1000)));
    if (r < 0 && errno == EINTR) continue;
    if (r == 0) continue;
    char buf[512];
    const ssize_t got = read(fd[0], buf, sizeof buf);
    if (got <= 0) break;  // EOF: the child is done
    text.append(buf, static_cast<std::size_t>(got));
  }
  close(fd[0]);
  if (timed_out) kill(pid, SIGKILL);
  int st = 0;
  waitpid(pid, &st, 0);
  q.wall_seconds = since(t0);
  q.cpu_seconds = cpu_seconds(RUSAGE_CHILDREN) - child_cpu0;
  if (timed_out) {
    q.status = "timeout";
    q.note = "stopped at the wall-clock budget";
    return q;
  }
  std::istringstream is(text);
  is >> q.status >> q.solve_seconds;
  std::getline(is >> std::ws, q.note);
  if (q.status.empty()) {
    q.status = "error";
    q.note = "the child died (status " + std::to_string(st) + ")";
  }
  return q;
}

int cmd_bmc(int argc, char** argv) {
  Options o = {{"k", "ports per PE", 2, 1, 64},
               {"lambda", "latency", 2, 1, 64},
               {"budget-seconds", "total wall-clock budget over all queries", 60, 1, 86400},
               {"rlimit", "Z3 resource limit per query (the engine caps it at 2^32-1)", 2e9, 1,
                4294967295.0},
               {"nmin", "first n", 2, 2, 4096},
               {"nmax", "stop after this n even within the budget", 4096, 2, 4096}};
  if (!parse("bmc", o, argc, argv)) return 0;
  const auto k = static_cast<std::uint32_t>(get(o, "k"));
  const auto lambda = static_cast<std::uint32_t>(get(o, "lambda"));
  const double budget = get(o, "budget-seconds");
  const auto rlimit = static_cast<unsigned long long>(get(o, "rlimit"));
  const auto nmin = static_cast<std::uint32_t>(get(o, "nmin"));
  const auto nmax = static_cast<std::uint32_t>(get(o, "nmax"));
  if (nmin > nmax) throw UsageError("--nmin must not exceed --nmax");

  put("bench", "bmc");
  put("k", k);
  put("lambda", lambda);
  put("budget_seconds", budget);
  put("rlimit", rlimit);
  put("n_from", nmin);
  std::cout << "\n"
            << std::right << std::setw(5) << "n" << std::setw(4) << "m" << std::setw(14)
            << "m-1: result" << std::setw(10) << "solve s" << std::setw(16) << "m: result"
            << std::setw(10) << "solve s" << std::setw(12) << "wall s" << std::setw(10) << "cpu s"
            << std::setw(12) << "cumul. s"
            << "\n";
  const auto start = Clock::now();
  const auto deadline =
      start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(budget));
  std::uint32_t largest = 0;
  int rc = 0;
  std::string stop = "--nmax reached";
  for (std::uint32_t n = nmin; n <= nmax; ++n) {
    const auto m = static_cast<std::uint32_t>(*cc::postal::min_steps(n, k, lambda, ~u64{0}));
    const Query lower = run_query(n, k, lambda, m - 1, rlimit, deadline);
    Query upper{"skipped", 0, 0, 0, ""};
    if (lower.status == "proved") upper = run_query(n, k, lambda, m, rlimit, deadline);
    const double cumul = since(start);
    std::cout << std::right << std::setw(5) << n << std::setw(4) << m << std::setw(14)
              << lower.status << std::setw(10) << fixed(lower.solve_seconds, 3) << std::setw(16)
              << upper.status << std::setw(10) << fixed(upper.solve_seconds, 3) << std::setw(12)
              << fixed(lower.wall_seconds + upper.wall_seconds, 3) << std::setw(10)
              << fixed(lower.cpu_seconds + upper.cpu_seconds, 3) << std::setw(12) << fixed(cumul, 3)
              << "\n";
    const bool decided = lower.status == "proved" && upper.status == "counterexample";
    if (!decided) {
      // An answer other than the expected one means a wrong bound or a wrong encoding; unknown,
      // timeout and skipped only end the run.
      if (lower.status == "counterexample" || lower.status == "error" || upper.status == "proved" ||
          upper.status == "error")
        rc = 1;
      stop = "n=" + std::to_string(n) + " undecided: m-1 " + lower.status +
             (lower.note.empty() ? "" : " (" + lower.note + ")") + ", m " + upper.status +
             (upper.note.empty() ? "" : " (" + upper.note + ")");
      break;
    }
    if (cumul > budget) {
      // Decided, but past the budget: it does not count.
      stop = "cumulative time " + fixed(cumul, 3) +
             " s exceeds the budget after n=" + std::to_string(n);
      break;
    }
    largest = n;
  }
  std::cout << "\n";
  put("stopped", stop);
  put("largest_n_decided", largest);
  put("total_seconds", fixed(since(start), 3));
  return rc;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string cmd = argc > 1 ? argv[1] : "";
  try {
    if (cmd == "lemma3") return cmd_lemma3(argc, argv);
    if (cmd == "bmc") return cmd_bmc(argc, argv);
    if (cmd == "compare") return cmd_compare(argc, argv);
    if (cmd == "--help" || cmd == "-h" || cmd == "help") {
      std::cout << "usage: bench_postal lemma3|bmc|compare [options]  (--help after a subcommand "
                   "lists its options)\n";
      return 0;
    }
    throw UsageError(cmd.empty() ? "missing subcommand: lemma3, bmc or compare"
                                 : "unknown subcommand '" + cmd + "': lemma3, bmc or compare");
  } catch (const UsageError& e) {
    std::cerr << "bench_postal: error: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "bench_postal: internal error: " << e.what() << "\n";
    return 4;
  }
}
