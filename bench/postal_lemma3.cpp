// bench_postal lemma3 and compare: Algorithm A with the Lemma 3 check over a whole domain (see
// bench_postal.cpp for what each measures).
#include <atomic>
#include <optional>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include "bench/kit.hpp"
#include "bench/postal_bench.hpp"
#include "checkers/postal/common.hpp"
#include "spec/algorithms/postal_prefix.hpp"
#include "spec/core/usage_error.hpp"

namespace {

using cc::u64;
using cc::UsageError;
using cc::postal::Interval;
using cc::postal::Pe;
using namespace cc::bench;

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

}  // namespace

using namespace cc::bench;
using cc::u64;

int cmd_lemma3(int argc, char** argv) {
  const double hw = std::max(1u, std::thread::hardware_concurrency());
  Options o = {{"nmax", "largest n", 1024, 1, 1 << 20},
               {"kmax", "largest k", 8, 1, 1 << 10},
               {"lmax", "largest lambda", 8, 1, 1 << 10},
               {"jobs", "threads", hw, 1, 256}};
  if (!parse("bench_postal", "lemma3", o, argc, argv)) return 0;
  return report_sweep("lemma3", static_cast<u64>(get(o, "nmax")), static_cast<u64>(get(o, "kmax")),
                      static_cast<u64>(get(o, "lmax")), static_cast<unsigned>(get(o, "jobs")));
}

int cmd_compare(int argc, char** argv) {
  Options o = {{"nmax", "largest n", 512, 1, 1 << 20},
               {"kmax", "largest k", 4, 1, 1 << 10},
               {"lmax", "largest lambda", 4, 1, 1 << 10}};
  if (!parse("bench_postal", "compare", o, argc, argv)) return 0;
  return report_sweep("compare-cpp", static_cast<u64>(get(o, "nmax")),
                      static_cast<u64>(get(o, "kmax")), static_cast<u64>(get(o, "lmax")), 1);
}
