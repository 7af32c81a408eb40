#include "checkers/engine/exhaustive.hpp"

#include <algorithm>
#include <atomic>
#include <limits>
#include <mutex>
#include <thread>

#include "checkers/runner.hpp"
#include "spec/core/checked.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"

namespace cc {

namespace {

Point point_at(const std::vector<Axis>& axes, std::uint64_t index) {
  Point p(axes.size());
  for (std::size_t i = axes.size(); i-- > 0;) {
    const std::uint64_t size = static_cast<std::uint64_t>(axes[i].hi - axes[i].lo) + 1;
    p[i] = axes[i].lo + static_cast<std::int64_t>(index % size);
    index /= size;
  }
  return p;
}

}  // namespace

Outcome run_exhaustive(const ExhaustiveSpec& spec, const RunContext& ctx) {
  const std::vector<Axis> axes = pin_axes(spec.axes, ctx, spec.claim);
  std::uint64_t total = 1;
  for (const auto& a : axes) {
    if (a.hi < a.lo) {
      total = 0;
      break;
    }
    total = checked_mul(total, static_cast<std::uint64_t>(a.hi - a.lo) + 1, "domain size");
  }
  if (ctx.count_upto) {
    Outcome out;
    out.domain = describe(axes);
    out.verdict = Verdict::verified;
    const std::uint64_t end = std::min(total, *ctx.count_upto + 1);
    for (std::uint64_t idx = 0; idx < end; ++idx)
      if (!spec.admissible || spec.admissible(point_at(axes, idx))) ++out.cases;
    return out;
  }
  const std::uint64_t shard_i = ctx.shard.index - 1, shard_n = ctx.shard.count;
  auto in_shard = [&](std::uint64_t idx) { return idx % shard_n == shard_i; };
  auto admissible = [&](const Point& p) { return !spec.admissible || spec.admissible(p); };

  // Progress total: the weight of the admissible points of this shard.
  if (ctx.progress) {
    std::uint64_t w = 0;
    for (std::uint64_t idx = shard_i; idx < total; idx += shard_n) {
      const Point p = point_at(axes, idx);
      if (admissible(p)) w += spec.weight ? spec.weight(p) : 1;
    }
    ctx.progress->begin(spec.claim, w);
  }

  std::atomic<std::uint64_t> next{0};
  std::atomic<std::uint64_t> first_fail{std::numeric_limits<std::uint64_t>::max()};
  std::mutex mutex;
  std::optional<Fields> fail_detail;
  std::exception_ptr usage;
  std::optional<std::string> error;
  std::optional<std::string> inconclusive;  // the least undecided point's reason
  std::uint64_t inconclusive_idx = std::numeric_limits<std::uint64_t>::max();
  const unsigned jobs = std::max(1u, ctx.jobs);
  const std::uint64_t chunk = std::clamp<std::uint64_t>(total / (jobs * 64ull) + 1, 1, 64);

  auto worker = [&] {
    for (;;) {
      const std::uint64_t begin = next.fetch_add(chunk);
      if (begin >= total || begin > first_fail.load()) return;
      const std::uint64_t end = std::min(total, begin + chunk);
      for (std::uint64_t idx = begin; idx < end; ++idx) {
        if (stop_requested()) return;
        if (!in_shard(idx) || idx > first_fail.load()) continue;
        const Point p = point_at(axes, idx);
        if (!admissible(p)) continue;
        std::optional<Fields> bad;
        try {
          bad = spec.check(p);
        } catch (const InconclusiveCase& e) {
          std::lock_guard lock(mutex);
          if (idx < inconclusive_idx) {
            inconclusive_idx = idx;
            inconclusive = to_text(point_fields(axes, p)) + ": " + e.what();
          }
          continue;
        } catch (const UsageError&) {
          std::lock_guard lock(mutex);
          if (!error) error = "";
          usage = std::current_exception();
          first_fail.store(0);
          return;
        } catch (const std::exception& e) {
          std::lock_guard lock(mutex);
          if (!error) error = to_text(point_fields(axes, p)) + ": " + e.what();
          first_fail.store(0);
          return;
        }
        if (ctx.progress) ctx.progress->advance(spec.weight ? spec.weight(p) : 1);
        if (bad) {
          std::lock_guard lock(mutex);
          if (idx < first_fail.load()) {
            first_fail.store(idx);
            fail_detail = std::move(bad);
          }
        }
      }
    }
  };
  std::vector<std::thread> threads;
  for (unsigned t = 1; t < jobs; ++t) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();

  Outcome out;
  out.domain = describe(axes);
  if (shard_n > 1)
    out.domain.push_back(
        {"shard", std::to_string(ctx.shard.index) + "/" + std::to_string(shard_n)});
  if (usage) std::rethrow_exception(usage);
  if (stop_requested()) {
    out.verdict = Verdict::inconclusive;
    out.note = "interrupted";
    return out;
  }
  if (error) {
    out.verdict = Verdict::error;
    out.note = *error;
    return out;
  }
  const std::uint64_t limit = fail_detail ? first_fail.load() + 1 : total;
  for (std::uint64_t idx = shard_i; idx < limit; idx += shard_n)
    if (admissible(point_at(axes, idx))) ++out.cases;
  if (fail_detail) {
    const Point p = point_at(axes, first_fail.load());
    out.verdict = Verdict::refuted;
    out.index = first_fail.load();
    out.replay_case = point_fields(axes, p);
    Fields cx = out.replay_case;
    for (auto& f : *fail_detail) cx.push_back(std::move(f));
    out.counterexample = std::move(cx);
  } else if (inconclusive) {
    out.verdict = Verdict::inconclusive;
    out.note = *inconclusive;
    out.index = inconclusive_idx;
  } else {
    out.verdict = Verdict::verified;
  }
  return out;
}

}  // namespace cc
