// logp_bench: how fast collcheck checks the LogP family (Shou and Chen,
// issue 4's performance goals).
//
//   ci       every logp.* claim on the ci budget with --jobs (default 2), as `collcheck check
//            'logp.*' --budget ci` runs them; the exhaustive optimal-broadcast search of
//            logp.thm1.obt_effective (P <= 12, 1 <= L, g <= 6, 0 <= o <= 6) is reported alone.
//   largest  for L = 6, o = 2, g = 4: the optimal broadcast time by the exhaustive search for
//            P = 1, 2, 4, ..., doubling until 60 s (or P = 2^62) are spent; for P <= 2^16 the
//            search's schedule is also replayed on the executor and T* is checked against it.
//   compare  the optimal time for every point of the ci domain of logp.thm1.obt_effective on one
//            thread: the C++ side of the comparison with bench/logp_python.py (same keys:
//            cases, checksum, seconds).
//
// Output is one "key value" pair a line. Exit 1 if a check did not come out as expected, 2 on a
// bad option. Built by bench/CMakeLists.txt (COLLCHECK_BENCH=ON).
#include <chrono>
#include <iostream>
#include <string>

#include "bench/kit.hpp"
#include "checkers/registry.hpp"
#include "spec/claims/claim.hpp"
#include "spec/algorithms/logp_broadcast.hpp"

namespace {

using cc::bench::Clock;
using cc::bench::since;

int run_ci(unsigned jobs) {
  int bad = 0;
  const auto t0 = Clock::now();
  for (const cc::Claim* c : cc::select_claims({"logp.*"})) {
    cc::RunContext ctx;
    ctx.budget = cc::Budget::ci;
    ctx.jobs = jobs;
    const auto t1 = Clock::now();
    const cc::Outcome o = c->checker->run(ctx);
    const bool ok = cc::as_expected(c->spec->expect, o.verdict);
    bad += ok ? 0 : 1;
    std::cout << c->spec->id << " " << cc::to_string(o.verdict) << " cases " << o.cases
              << " seconds " << since(t1) << "\n";
  }
  std::cout << "ci_total_seconds " << since(t0) << "\n";
  return bad ? 1 : 0;
}

int run_largest() {
  using namespace cc::logp;
  const auto t0 = Clock::now();
  cc::u64 P = 1, largest = 0;
  Time largest_T = 0;
  for (; since(t0) < 60; P *= 2) {
    const Params prm{6, 2, 4, static_cast<Pe>(P <= (cc::u64{1} << 31) ? P : 1)};
    Time T = 0;
    if (P <= (cc::u64{1} << 16)) {
      const auto opt = optimal_broadcast(prm);
      const auto ex = execute(broadcast_schedule(prm, opt.plan));
      if (ex.violation || *ex.broadcast_time() > opt.T || min_time(6, 2, 4, P) != opt.T) return 1;
      T = opt.T;
    } else {
      // Beyond 2^16 PEs no schedule is built: the search decides the count informed by T.
      T = 0;
      while (best_broadcast({6, 2, 4, 1}, T, P).informed < P) ++T;
      if (min_time(6, 2, 4, P) != T) return 1;
    }
    largest = P;
    largest_T = T;
    std::cout << "P " << P << " T " << T << " seconds " << since(t0) << "\n";
    if (P >= (cc::u64{1} << 62)) break;
  }
  std::cout << "largest_P " << largest << " T " << largest_T << " seconds " << since(t0) << "\n";
  return 0;
}

int run_compare() {
  const auto t0 = Clock::now();
  std::uint64_t cases = 0, checksum = 0;
  for (std::int64_t P = 1; P <= 12; ++P)
    for (std::int64_t L = 1; L <= 6; ++L)
      for (std::int64_t o = 0; o <= 6; ++o)
        for (std::int64_t g = 1; g <= 6; ++g) {
          checksum += static_cast<std::uint64_t>(
              cc::logp::optimal_broadcast({L, o, g, static_cast<cc::logp::Pe>(P)}).T);
          ++cases;
        }
  std::cout << "cases " << cases << "\nchecksum " << checksum << "\nseconds " << since(t0) << "\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "ci";
  if (mode == "ci") return run_ci(argc > 2 ? static_cast<unsigned>(std::stoul(argv[2])) : 2);
  if (mode == "largest") return run_largest();
  if (mode == "compare") return run_compare();
  std::cerr << "logp_bench: error: mode must be ci, largest or compare, got '" << mode << "'\n";
  return 2;
}
