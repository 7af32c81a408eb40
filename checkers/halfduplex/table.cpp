// The shared tables of executed half-duplex runs: see table.hpp.
#include "checkers/halfduplex/table.hpp"

#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <tuple>

#include "checkers/engine/domain.hpp"
#include "checkers/progress.hpp"
#include "spec/core/stop.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;
using i64 = std::int64_t;

Row run_row(Algorithm alg, i64 n, i64 p, i64 k, const PrefixVariant& var,
            std::optional<Fields>& failure, Reading reading) {
  const Execution ex = execute(algorithm(alg, n, p, k, var, reading));
  Row r;
  r.C = ex.computation_steps;
  r.R = ex.communication_steps;
  i64 phases = 0;
  bool all = true;
  for (const auto& ph : ex.phases) {
    if (ph.phase == 1) r.phase1 = ph.computation;
    if (ph.phase >= 2) {
      ++phases;
      all = all && ph.active_pes == p;
    }
  }
  r.all_active = all && phases == k;
  failure.reset();
  if (ex.violation)
    failure = Fields{{"rule", ex.violation->rule},
                     {"step", static_cast<std::uint64_t>(ex.violation->step + 1)},
                     {"P", static_cast<std::uint64_t>(ex.violation->pe + 1)},
                     {"violation", ex.violation->detail}};
  else if (ex.missing)
    failure = Fields{{"missing prefix", "1:" + std::to_string(*ex.missing)}};
  return r;
}

Table::Table(Algorithm alg, i64 pmax, const PrefixVariant& var, int jobs, Progress* progress)
    : alg_(alg), pmax_(pmax), nmax_(alg == Algorithm::A ? 4 * pmax * pmax : 0) {
  offset_.assign(static_cast<std::size_t>((pmax + 1) * (pmax + 1)), -1);
  struct Chunk {
    i64 p, k, n0, n1;
    std::size_t at;
  };
  std::vector<Chunk> chunks;
  std::size_t total = 0;
  for (i64 p = 2; p <= pmax; ++p)
    for (i64 k = 1; k < p; ++k) {
      if (undefined(alg, p, p, k)) continue;
      offset_[static_cast<std::size_t>(p * (pmax + 1) + k)] = static_cast<i64>(total);
      for (i64 n0 = p; n0 <= n_last(p); n0 += 256) {
        const i64 n1 = std::min(n_last(p) + 1, n0 + 256);
        chunks.push_back({p, k, n0, n1, total + static_cast<std::size_t>(n0 - p)});
      }
      total += static_cast<std::size_t>(n_last(p) - p + 1);
    }
  rows_.resize(total);
  std::vector<std::vector<std::pair<std::size_t, Fields>>> fails(
      static_cast<std::size_t>(std::max(1, jobs)));
  // The build is a stage of the claim that first reads the table (on deep, minutes): it has a
  // progress line of its own, and a stop (a signal, or the claim's --timeout) ends it between
  // chunks of 256 runs.
  ProgressStage stage(progress,
                      "building the shared table of " + std::string(name(alg)) +
                          "(n, p, k), p <= " + std::to_string(pmax),
                      total);
  std::atomic<std::size_t> next{0};
  std::atomic<bool> stopped{false};
  auto work = [&](std::size_t w) {
    std::optional<Fields> f;
    for (std::size_t c; (c = next.fetch_add(1)) < chunks.size();) {
      if (should_stop()) {
        stopped = true;
        return;
      }
      const Chunk& ch = chunks[c];
      for (i64 n = ch.n0; n < ch.n1; ++n) {
        const std::size_t i = ch.at + static_cast<std::size_t>(n - ch.n0);
        rows_[i] = run_row(alg, n, ch.p, ch.k, var, f);
        if (f) fails[w].push_back({i, *f});
      }
      stage.advance(static_cast<std::uint64_t>(ch.n1 - ch.n0));
    }
  };
  std::vector<std::thread> ts;
  // The helpers poll the stop scope of the claim's thread (--timeout), as this thread does.
  StopScope* const scope = current_stop_scope();
  for (std::size_t w = 1; w < fails.size(); ++w)
    ts.emplace_back([&work, scope, w] {
      const StopScope::Enter enter(scope);
      work(w);
    });
  work(0);
  for (auto& t : ts) t.join();
  // A table cut short is not kept (table() caches none): the case that asked for it decides
  // nothing, and a later claim builds it again.
  if (stopped)
    throw InconclusiveCase("stopped while building the table of " + std::string(name(alg)));
  std::vector<std::pair<std::size_t, Fields>> all;
  for (auto& f : fails)
    for (auto& x : f) all.push_back(std::move(x));
  std::sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& [i, f] : all) {
    rows_[i].failure = static_cast<std::int32_t>(failures_.size());
    failures_.push_back(std::move(f));
  }
}

bool Table::covers(i64 p, i64 k, i64 n) const {
  return p >= 2 && p <= pmax_ && k >= 1 && k < p && n >= p && n <= n_last(p) &&
         offset_[static_cast<std::size_t>(p * (pmax_ + 1) + k)] >= 0;
}

const Row& Table::at(i64 p, i64 k, i64 n) const {
  return rows_[static_cast<std::size_t>(offset_[static_cast<std::size_t>(p * (pmax_ + 1) + k)] +
                                        (n - p))];
}

std::int64_t table_pmax(Budget b) { return b == Budget::smoke ? 6 : b == Budget::ci ? 24 : 64; }

const Table& table(Algorithm alg, i64 pmax, const std::string& variant, int jobs,
                   Progress* progress) {
  // Each thread remembers the tables it has seen, so a lookup takes no lock.
  thread_local std::map<std::tuple<int, i64, std::string>, const Table*> seen;
  const auto key = std::tuple{static_cast<int>(alg), pmax, variant};
  if (auto it = seen.find(key); it != seen.end()) return *it->second;
  static std::mutex mu;
  static std::map<std::tuple<int, i64, std::string>, std::unique_ptr<Table>> cache;
  std::lock_guard<std::mutex> lock(mu);
  auto& slot = cache[{static_cast<int>(alg), pmax, variant}];
  if (!slot)
    slot = std::make_unique<Table>(alg, pmax, find_variant(variant.empty() ? "paper" : variant),
                                   jobs, progress);
  seen[key] = slot.get();
  return *slot;
}

}  // namespace cc::halfduplex_checks
