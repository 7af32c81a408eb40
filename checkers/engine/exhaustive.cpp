#include "checkers/engine/exhaustive.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <limits>
#include <mutex>
#include <thread>

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
  const std::uint64_t shard_n = ctx.shard.count;
  auto in_shard = [&](std::uint64_t idx) { return ctx.shard.holds(idx); };
  auto admissible = [&](const Point& p) { return !spec.admissible || spec.admissible(p); };

  // Progress total: the weight of the admissible points of this shard.
  if (ctx.progress) {
    std::uint64_t w = 0;
    for (std::uint64_t idx = 0; idx < total; ++idx) {
      if (!in_shard(idx)) continue;
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

  // --checkpoint: continue a sweep an earlier run saved, and save this one's state at least
  // every 30 s and when it stops. Chunks are taken in index order, so every index below the
  // least chunk still in work has been checked.
  const std::string key = ctx.sweeps ? ctx.sweeps->next_key(spec.claim) : std::string();
  if (ctx.sweeps)
    if (const auto saved = ctx.sweeps->load(key)) {
      next = saved->done_below;
      if (saved->fail_index) {
        first_fail = *saved->fail_index;
        fail_detail = saved->fail_detail;
      }
      if (saved->inconclusive_index) {
        inconclusive_idx = *saved->inconclusive_index;
        inconclusive = saved->inconclusive_reason;
      }
      if (ctx.progress) ctx.progress->advance(0);
    }
  constexpr std::uint64_t kIdle = std::numeric_limits<std::uint64_t>::max();
  std::vector<std::atomic<std::uint64_t>> in_work(jobs);
  for (auto& w : in_work) w = kIdle;
  auto last_save = std::chrono::steady_clock::now();
  auto save_state = [&] {  // with `mutex` held
    SweepState st{};
    st.done_below = std::min<std::uint64_t>(next.load(), total);
    for (const auto& w : in_work) st.done_below = std::min(st.done_below, w.load());
    if (fail_detail) {
      st.fail_index = first_fail.load();
      st.fail_detail.emplace(*fail_detail);
    }
    if (inconclusive) {
      st.inconclusive_index = inconclusive_idx;
      st.inconclusive_reason = *inconclusive;
    }
    ctx.sweeps->save(key, st);
    last_save = std::chrono::steady_clock::now();
  };

  auto worker = [&](unsigned me) {
    struct Idle {  // this worker holds no chunk once it returns
      std::atomic<std::uint64_t>& slot;
      ~Idle() { slot = kIdle; }
    } idle{in_work[me]};
    for (;;) {
      if (ctx.sweeps) {
        std::lock_guard lock(mutex);
        if (std::chrono::steady_clock::now() - last_save > std::chrono::seconds(30)) save_state();
      }
      std::uint64_t begin;
      {
        // taken and marked in work at once, so that a save never skips an unchecked chunk
        std::lock_guard lock(mutex);
        begin = next.fetch_add(chunk);
        in_work[me] = begin;
      }
      if (begin >= total || begin > first_fail.load()) return;
      const std::uint64_t end = std::min(total, begin + chunk);
      for (std::uint64_t idx = begin; idx < end; ++idx) {
        if (should_stop()) return;  // this chunk stays in work: the save starts it again
        if (!in_shard(idx) || idx > first_fail.load()) continue;
        const Point p = point_at(axes, idx);
        if (!admissible(p)) continue;
        std::optional<Fields> bad;
        try {
          bad = spec.check(p);
        } catch (const InconclusiveCase& e) {
          if (should_stop()) return;  // cut short by the stop: decided on resume
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
        if (should_stop()) return;  // a case cut short by the stop is not recorded
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
  // The workers poll the stop scope of this claim's thread (--timeout), as this thread does.
  StopScope* const scope = current_stop_scope();
  for (unsigned t = 1; t < jobs; ++t)
    threads.emplace_back([&worker, scope, t] {
      const StopScope::Enter enter(scope);
      worker(t);
    });
  worker(0);
  for (auto& t : threads) t.join();

  Outcome out;
  out.domain = describe(axes);
  if (shard_n > 1)
    out.domain.push_back(
        {"shard", std::to_string(ctx.shard.index) + "/" + std::to_string(shard_n)});
  if (usage) std::rethrow_exception(usage);
  if (should_stop()) {
    if (ctx.sweeps) {
      std::lock_guard lock(mutex);
      save_state();
    }
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
  for (std::uint64_t idx = 0; idx < limit; ++idx)
    if (in_shard(idx) && admissible(point_at(axes, idx))) ++out.cases;
  // A --case outside the claim's domain (inside every parameter's range, but not a case of the
  // claim: p >= n for Algorithm B) decides nothing: a usage error, never "verified 0 cases".
  if (ctx.pinned && ctx.shard.count == 1 && out.cases == 0 && !fail_detail && !inconclusive)
    throw UsageError("--case " + to_text(*ctx.pinned) + " is not a case of " + spec.claim +
                     " (its domain: " + to_text(describe(spec.axes)) +
                     ", and only the admissible points of it)");
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
