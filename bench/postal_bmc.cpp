// bench_postal bmc: Theorem 1 as a Z3 bounded model check, one child process per query (see
// bench_postal.cpp for the columns).
#include "proofs/postal_bmc.hpp"

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "bench/kit.hpp"
#include "bench/postal_bench.hpp"
#include "proofs/engine.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/models/postal.hpp"

namespace {

using cc::u64;
using cc::UsageError;
using namespace cc::bench;

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
                unsigned long long rlimit, Clock::time_point deadline, cc::proofs::BmcShape shape) {
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
      const auto r =
          cc::proofs::postal_broadcast_bmc(n, k, lambda, steps, opts, std::nullopt, shape);
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

}  // namespace

using namespace cc::bench;
using cc::u64;
using cc::UsageError;

int cmd_bmc(int argc, char** argv) {
  Options o = {{"k", "ports per PE", 2, 1, 64},
               {"lambda", "latency", 2, 1, 64},
               {"budget-seconds", "total wall-clock budget over all queries", 60, 1, 86400},
               {"rlimit", "Z3 resource limit per query (the engine caps it at 2^32-1)", 2e9, 1,
                4294967295.0},
               {"nmin", "first n", 2, 2, 4096},
               {"nmax", "stop after this n even within the budget", 4096, 2, 4096},
               {"shape",
                "schedules assumed without loss of generality (proofs/postal_bmc.hpp BmcShape): "
                "0 any, 1 ordered receivers, 2 single receipt, 3 both (collcheck's)",
                3, 0, 3}};
  if (!parse("bench_postal", "bmc", o, argc, argv)) return 0;
  const auto shape_bits = static_cast<unsigned>(get(o, "shape"));
  const cc::proofs::BmcShape shape{(shape_bits & 1) != 0, (shape_bits & 2) != 0};
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
  put("shape", shape_bits);
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
    const Query lower = run_query(n, k, lambda, m - 1, rlimit, deadline, shape);
    Query upper{"skipped", 0, 0, 0, ""};
    if (lower.status == "proved") upper = run_query(n, k, lambda, m, rlimit, deadline, shape);
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
