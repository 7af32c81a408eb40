// omega_bench: how fast collcheck checks the omega family (Lee and Lin, issue 3's performance
// goals).
//
//   thm1     Theorem 1 exhaustively at one L (default 8), exactly as the claim
//            omega.thm1.disjointness runs it (--case L=...): every ordered pair of distinct
//            paths, links from the switch-level network against Ast(X↓W) + Ast(Y↑Z) > L.
//            Reports pairs and pairs per second.
//   ring4    omega.ring.cycle at L = 4 (all 2^16 subsets, every tie-break: 524,193 runs), and,
//            for comparison, one run per subset with the first candidate at every tie.
//   ring5    omega.ring.l5 on its ci slice (2^21 of the 2^32 subsets, first and last tie) and the
//            extrapolation to all 2^32; --full runs all of them (the deep budget).
//   z3       omega.thm1.bitvector: Z3, bit-precise, every L <= 64.
//   floor    Theorem 1 at one L (default 8) on one thread against the floor: a loop over the
//            same pairs that only reads the two paths from the path table (and folds them into a
//            checksum so that nothing is optimised away); pairs per second per core of each, and
//            of the seven readings of Theorem 1 read in one pass (the ci claims checked together).
//   compare  Theorem 1 at L = 4 on one thread, cold (the path and Ast tables built first): the
//            C++ side of the comparison with bench/omega_python.py, which prints the same keys.
//
// Output is one "key value" pair a line. Timings are wall-clock with cpu_seconds beside them (the
// machine may be shared: a wall time much above cpu / jobs means it was). Exit 1 if a check
// did not come out as the catalog expects, 2 on a bad option.
//
// Build (the library targets of a Release build in build-omega):
//   c++ -std=c++20 -O2 -I. bench/omega_bench.cpp build-omega/libcollcheck_checkers.a
//     build-omega/libcollcheck_proofs.a build-omega/libcollcheck_generators.a
//     build-omega/libcollcheck_spec.a -lz3 -lrapidcheck -pthread -o build-omega/omega_bench
//   (one command line).
#include <sys/resource.h>

#include <chrono>
#include <iostream>
#include <string>

#include "bench/kit.hpp"
#include "checkers/omega/common.hpp"
#include "checkers/registry.hpp"
#include "checkers/runner.hpp"
#include "spec/algorithms/omega_ring.hpp"
#include "spec/algorithms/omega_ring_small.hpp"
#include "spec/claims/claim.hpp"
#include "spec/core/checked.hpp"

namespace {

using cc::bench::Clock;
using cc::bench::cpu_seconds;
using cc::bench::since;

struct Timed {
  cc::Outcome outcome;
  double seconds, cpu;
};

Timed run_claim(const std::string& id, cc::Budget budget, unsigned jobs,
                std::optional<cc::Fields> pinned = std::nullopt) {
  cc::RunContext ctx{};
  ctx.budget = budget;
  ctx.jobs = jobs;
  ctx.seed = 20261121;
  if (pinned) ctx.pinned = std::move(*pinned);
  const cc::Claim* claim = cc::find_claim(id);  // the catalog is built before the clock starts
  const double c0 = cpu_seconds();
  const auto t0 = Clock::now();
  cc::Outcome o = claim->checker->run(ctx);
  return {std::move(o), since(t0), cpu_seconds() - c0};
}

bool report(const std::string& id, const Timed& t) {
  const bool ok = cc::as_expected(cc::find_claim(id)->spec->expect, t.outcome.verdict);
  std::cout << "claim                 " << id << "\n"
            << "verdict               " << cc::to_string(t.outcome.verdict)
            << (ok ? "" : " (NOT AS EXPECTED)") << "\n"
            << "seconds               " << t.seconds << "\n"
            << "cpu_seconds           " << t.cpu << "\n";
  return ok;
}

unsigned arg(int argc, char** argv, const std::string& name, unsigned fallback) {
  for (int i = 2; i + 1 < argc; ++i)
    if (argv[i] == "--" + name) return static_cast<unsigned>(std::stoul(argv[i + 1]));
  return fallback;
}

bool flag(int argc, char** argv, const std::string& name) {
  for (int i = 2; i < argc; ++i)
    if (argv[i] == "--" + name) return true;
  return false;
}

int thm1(unsigned L, unsigned jobs) {
  const Timed t = run_claim("omega.thm1.disjointness", cc::Budget::ci, jobs,
                            cc::Fields{{"L", static_cast<std::int64_t>(L)}});
  const double paths = static_cast<double>(std::uint64_t{1} << (2 * L));
  const double pairs = paths * (paths - 1);
  const bool ok = report("omega.thm1.disjointness", t);
  std::cout << "L                     " << L << "\n"
            << "jobs                  " << jobs << "\n"
            << "ordered_pairs         " << static_cast<std::uint64_t>(pairs) << "\n"
            << "pairs_per_second      " << static_cast<std::uint64_t>(pairs / t.seconds) << "\n";
  return ok ? 0 : 1;
}

int floor_cmd(unsigned L) {
  const cc::omega::PathTable& T = cc::omega_checks::path_table(L);
  const cc::omega::Node N = T.N();
  const double pairs = static_cast<double>(N) * N * (static_cast<double>(N) * N - 1);
  // The floor: every (X, Y) against every (W, Z), reading both paths.
  double c0 = cpu_seconds();
  auto t0 = Clock::now();
  std::uint64_t sum = 0;
  for (cc::omega::Node X = 0; X < N; ++X)
    for (cc::omega::Node Y = 0; Y < N; ++Y) {
      const std::size_t self = T.index(X, Y);
      const std::uint64_t p = T.packed(self);
      const std::uint8_t o = T.output(self);
      std::uint64_t acc = 0;
      for (std::size_t i = 0; i < std::size_t{N} * N; ++i)
        acc += (T.packed()[i] ^ p) + static_cast<std::uint8_t>(T.output()[i] ^ o);
      sum += acc;
    }
  const double floor_s = since(t0), floor_cpu = cpu_seconds() - c0;
  const Timed one = run_claim("omega.thm1.disjointness", cc::Budget::ci, 1,
                              cc::Fields{{"L", static_cast<std::int64_t>(L)}});
  // The seven readings as the ci run checks them together: one pass (cc::run_claims).
  std::vector<const cc::Claim*> readings;
  for (const char* id : {"omega.thm1.disjointness", "omega.thm1.inner_links.literal",
                         "omega.thm1.inner_links.corrected", "omega.thm1.proof_links.literal",
                         "omega.thm1.proof_links.corrected", "omega.thm1.switch_links.literal",
                         "omega.thm1.switch_links.corrected"})
    readings.push_back(cc::find_claim(id));
  cc::RunContext ctx;
  ctx.budget = cc::Budget::ci;
  ctx.jobs = 1;
  c0 = cpu_seconds();
  t0 = Clock::now();
  const cc::Report all = cc::run_claims(readings, ctx);
  const double all_s = since(t0), all_cpu = cpu_seconds() - c0;
  double all_pairs = 0;  // every L <= 8 of the ci domain
  for (unsigned l = 1; l <= 8; ++l) {
    const double paths = static_cast<double>(std::uint64_t{1} << (2 * l));
    all_pairs += paths * (paths - 1);
  }
  int verified = 0;
  for (const auto& r : all.results) verified += r.outcome.verdict == cc::Verdict::verified;
  std::cout << "L                     " << L << "\n"
            << "ordered_pairs         " << static_cast<std::uint64_t>(pairs) << "\n"
            << "floor_seconds         " << floor_s << " (cpu " << floor_cpu << ")\n"
            << "floor_checksum        " << sum << "\n"
            << "floor_pairs_per_s     " << static_cast<std::uint64_t>(pairs / floor_cpu) << "\n"
            << "thm1_seconds          " << one.seconds << " (cpu " << one.cpu << ")\n"
            << "thm1_pairs_per_s      " << static_cast<std::uint64_t>(pairs / one.cpu) << "\n"
            << "thm1_over_floor       " << one.cpu / floor_cpu << "\n"
            << "readings_verified     " << verified << " of 7 (3 as printed are refuted at once)\n"
            << "readings_seconds      " << all_s << " (cpu " << all_cpu << ", every L <= 8)\n"
            << "reading_pairs_per_s   "
            << static_cast<std::uint64_t>(verified * all_pairs / all_cpu) << "\n";
  return cc::as_expected(cc::find_claim("omega.thm1.disjointness")->spec->expect,
                         one.outcome.verdict)
             ? 0
             : 1;
}

int ring4(unsigned jobs) {
  const Timed t = run_claim("omega.ring.cycle", cc::Budget::ci, jobs,
                            std::nullopt);  // L <= 4, every subset, every tie-break
  bool ok = report("omega.ring.cycle", t);
  std::cout << "jobs                  " << jobs << "\n";
  // One run per subset of L = 4, first candidate at every tie, generic and mask implementation.
  const auto paper = cc::omega::find_ring_construction("paper");
  std::size_t nodes = 0;
  auto t0 = Clock::now();
  for (std::uint64_t mask = 0; mask < (1u << 16); ++mask) {
    std::vector<cc::omega::Node> sel;
    for (unsigned x = 0; x < 16; ++x)
      if ((mask >> x) & 1) sel.push_back(x);
    cc::omega::FirstChoice first;
    nodes += paper->build(4, sel, first, nullptr).size();
  }
  std::cout << "first_tie_generic_s   " << since(t0) << "  (65536 subsets, 1 thread, build only)\n";
  t0 = Clock::now();
  std::uint8_t succ[64];
  std::uint64_t sink = 0;
  for (std::uint64_t mask = 0; mask < (1u << 16); ++mask) {
    cc::omega::small_ring(4, mask, cc::omega::Tie::first, succ);
    sink += succ[mask ? static_cast<unsigned>(__builtin_ctzll(mask)) : 0];
  }
  std::cout << "first_tie_masks_s     " << since(t0) << "  (65536 subsets, 1 thread, build only)\n"
            << "ring_nodes            " << nodes << " " << (sink & 1) << "\n";
  return ok ? 0 : 1;
}

int ring5(unsigned jobs, bool full) {
  const Timed t = run_claim("omega.ring.l5", full ? cc::Budget::deep : cc::Budget::ci, jobs);
  const bool ok = report("omega.ring.l5", t);
  const double subsets = full ? 4294967296.0 : 2097152.0;
  std::cout << "jobs                  " << jobs << "\n"
            << "subsets               " << static_cast<std::uint64_t>(subsets) << "\n"
            << "runs_per_second       " << static_cast<std::uint64_t>(2 * subsets / t.seconds)
            << "\n";
  if (!full) std::cout << "all_2^32_estimate_s   " << t.seconds * 4294967296.0 / subsets << "\n";
  return ok ? 0 : 1;
}

int z3(unsigned jobs) {
  const Timed t = run_claim("omega.thm1.bitvector", cc::Budget::ci, jobs);
  const bool ok = report("omega.thm1.bitvector", t);
  std::cout << "jobs                  " << jobs << "\n"
            << "L_max                 64\n";
  return ok ? 0 : 1;
}

int compare(unsigned L) {
  // Cold: the first run of the process routes every path and tabulates Ast, as Python does.
  const Timed t = run_claim("omega.thm1.disjointness", cc::Budget::ci, 1,
                            cc::Fields{{"L", static_cast<std::int64_t>(L)}});
  const std::uint64_t paths = std::uint64_t{1} << (2 * L);
  std::cout << "L                     " << L << "\n"
            << "pairs                 " << paths * (paths - 1) << "\n"
            << "mismatches            " << (t.outcome.verdict == cc::Verdict::verified ? 0 : 1)
            << "\n"
            << "seconds               " << t.seconds << "\n"
            << "cpu_seconds           " << t.cpu << "\n";
  return t.outcome.verdict == cc::Verdict::verified ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string cmd = argc > 1 ? argv[1] : "";
  const unsigned jobs = arg(argc, argv, "jobs", 2);
  try {
    if (cmd == "thm1") return thm1(arg(argc, argv, "L", 8), jobs);
    if (cmd == "ring4") return ring4(jobs);
    if (cmd == "ring5") return ring5(jobs, flag(argc, argv, "full"));
    if (cmd == "z3") return z3(jobs);
    if (cmd == "compare") return compare(arg(argc, argv, "L", 4));
    if (cmd == "floor") return floor_cmd(arg(argc, argv, "L", 8));
  } catch (const std::exception& e) {
    std::cerr << "omega_bench: error: " << e.what() << "\n";
    return 2;
  }
  std::cerr << "usage: omega_bench thm1 [--L 8] [--jobs 2] | ring4 [--jobs 2] | ring5 [--jobs 2] "
               "[--full] | z3 [--jobs 2] | compare [--L 4] | floor [--L 8]\n";
  return 2;
}
