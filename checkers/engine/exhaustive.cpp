// The exhaustive engine (exhaustive.hpp): one sweep of a domain, for one claim or for the
// readers of a shared pass.
#include "checkers/engine/exhaustive.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
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

// The points of consecutive indices, from `index` on, in one buffer: the next point is the last
// axis moved by one (with carries), without a division or an allocation per index. The walks
// below visit every index of a domain, admissible or not: 4.5 million for omega's node sets
// (m x L x mask), of which 65,812 are cases.
class PointCursor {
 public:
  // `total` is the number of indices: a cursor at or past it (an empty domain) holds no point.
  PointCursor(const std::vector<Axis>& axes, std::uint64_t index, std::uint64_t total)
      : axes_(axes), p_(index < total ? point_at(axes, index) : Point(axes.size())) {}
  const Point& point() const { return p_; }
  void next() {
    for (std::size_t i = axes_.size(); i-- > 0;) {
      if (p_[i] < axes_[i].hi) {
        ++p_[i];
        return;
      }
      p_[i] = axes_[i].lo;
    }
  }

 private:
  const std::vector<Axis>& axes_;
  Point p_;
};

}  // namespace

Outcome run_exhaustive(const ExhaustiveSpec& spec, const RunContext& ctx) {
  MultiExhaustiveSpec one{
      {spec.claim},
      spec.axes,
      spec.admissible,
      [&spec](const Point& p, const std::vector<char>&, std::vector<std::optional<Fields>>& out) {
        out[0] = spec.check(p);
      },
      spec.weight};
  return std::move(run_exhaustive_multi(one, ctx).front());
}

std::vector<Outcome> run_exhaustive_multi(const MultiExhaustiveSpec& spec, const RunContext& ctx) {
  const std::size_t readers = spec.claims.size();
  if (readers == 0) throw std::logic_error("run_exhaustive_multi: no reader");
  const std::string& claim = spec.claims.front();
  const std::vector<Axis> axes = pin_axes(spec.axes, ctx, claim);
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
    PointCursor cur(axes, 0, total);
    for (std::uint64_t idx = 0; idx < end; ++idx, cur.next())
      if (!spec.admissible || spec.admissible(cur.point())) ++out.cases;
    return std::vector<Outcome>(readers, out);
  }
  const std::uint64_t shard_n = ctx.shard.count;
  auto in_shard = [&](std::uint64_t idx) { return ctx.shard.holds(idx); };
  auto admissible = [&](const Point& p) { return !spec.admissible || spec.admissible(p); };

  // --checkpoint: continue a sweep an earlier run saved, and save this one's state at least every
  // 30 s and when it stops. Chunks are taken in index order, so every index below the least chunk
  // still in work has been checked.
  const std::string key = ctx.sweeps ? ctx.sweeps->next_key(spec.claims) : std::string();
  const std::optional<SweepState> loaded =
      ctx.sweeps ? ctx.sweeps->load(key) : std::optional<SweepState>();
  if (loaded && loaded->readers.size() != readers)
    throw UsageError("--checkpoint: the saved sweep " + key + " has " +
                     std::to_string(loaded->readers.size()) + " readers, not " +
                     std::to_string(readers) + ": the file is of another run");
  // The saved indices must be cases of this domain (and of this shard): a state that is not (a
  // damaged or hand-made file) is not trusted, and the sweep runs again from its first case, so
  // that no counterexample outside the domain is ever reported.
  std::optional<SweepState> saved = loaded;
  if (saved) {
    std::string damaged;
    if (saved->done_below > total) damaged = "done_below " + std::to_string(saved->done_below);
    for (const SweepReaderState& s : saved->readers) {
      if (s.fail_index && (*s.fail_index >= total || !ctx.shard.holds(*s.fail_index)))
        damaged = "fail_index " + std::to_string(*s.fail_index);
      if (s.inconclusive_index &&
          (*s.inconclusive_index >= total || !ctx.shard.holds(*s.inconclusive_index)))
        damaged = "inconclusive_index " + std::to_string(*s.inconclusive_index);
    }
    if (!damaged.empty()) {
      std::fprintf(stderr,
                   "collcheck: note: --checkpoint: the saved sweep %s is not of this domain (%s, "
                   "the domain has %llu cases); it runs again from its first case\n",
                   key.c_str(), damaged.c_str(), static_cast<unsigned long long>(total));
      saved.reset();
    }
  }

  // Progress total: the weight of the admissible points of this shard (and of those an earlier
  // run checked, when resumed).
  if (ctx.progress) {
    std::uint64_t w = 0, done = 0;
    const std::uint64_t below = saved ? saved->done_below : 0;
    PointCursor cur(axes, 0, total);
    for (std::uint64_t idx = 0; idx < total; ++idx, cur.next()) {
      if (!in_shard(idx)) continue;
      const Point& p = cur.point();
      if (!admissible(p)) continue;
      const std::uint64_t x = spec.weight ? spec.weight(p) : 1;
      w += x;
      if (idx < below) done += x;
    }
    std::string label = claim;
    for (std::size_t r = 1; r < readers; ++r) label += ", " + spec.claims[r];
    ctx.progress->begin(label, w);
    if (done) ctx.progress->resumed(done);
  }

  constexpr std::uint64_t kNone = std::numeric_limits<std::uint64_t>::max();
  // Per reader: the least failing index so far and its details, the least undecided one.
  struct Reader {
    std::atomic<std::uint64_t> first_fail{kNone};
    std::optional<Fields> fail_detail;
    std::optional<std::string> inconclusive;
    std::uint64_t inconclusive_idx = kNone;
  };
  std::vector<Reader> rd(readers);
  // The pass goes on while a reader may still find a smaller counterexample.
  auto last_needed = [&] {
    std::uint64_t m = 0;
    for (const auto& x : rd) m = std::max(m, x.first_fail.load());
    return m;
  };
  std::atomic<std::uint64_t> next{0};
  std::mutex mutex;
  std::exception_ptr usage;
  std::optional<std::string> error;
  const unsigned jobs = std::max(1u, ctx.jobs);
  const std::uint64_t chunk = std::clamp<std::uint64_t>(total / (jobs * 64ull) + 1, 1, 64);

  if (saved) {
    next = saved->done_below;
    for (std::size_t r = 0; r < readers; ++r) {
      const SweepReaderState& s = saved->readers[r];
      if (s.fail_index) {
        rd[r].first_fail = *s.fail_index;
        rd[r].fail_detail = s.fail_detail;
      }
      if (s.inconclusive_index) {
        rd[r].inconclusive_idx = *s.inconclusive_index;
        rd[r].inconclusive = s.inconclusive_reason;
      }
    }
  }
  constexpr std::uint64_t kIdle = kNone;
  std::vector<std::atomic<std::uint64_t>> in_work(jobs);
  for (auto& w : in_work) w = kIdle;
  auto last_save = std::chrono::steady_clock::now();
  auto save_state = [&] {  // with `mutex` held
    SweepState st{};
    st.done_below = std::min<std::uint64_t>(next.load(), total);
    for (const auto& w : in_work) st.done_below = std::min(st.done_below, w.load());
    st.readers.resize(readers);
    for (std::size_t i = 0; i < readers; ++i) {
      const Reader& x = rd[i];
      SweepReaderState& r = st.readers[i];
      if (x.fail_detail) {
        r.fail_index = x.first_fail.load();
        r.fail_detail.emplace(*x.fail_detail);
      }
      if (x.inconclusive) {
        r.inconclusive_index = x.inconclusive_idx;
        r.inconclusive_reason = *x.inconclusive;
      }
    }
    ctx.sweeps->save(key, st);
    last_save = std::chrono::steady_clock::now();
  };

  auto worker = [&](unsigned me) {
    // This worker holds no chunk once it returns, but when the stop cut it short: that chunk
    // stays in work, so that the save on the stop starts it again.
    struct Idle {
      std::atomic<std::uint64_t>& slot;
      ~Idle() {
        if (!should_stop()) slot = kIdle;
      }
    } idle{in_work[me]};
    std::vector<char> active(readers);
    std::vector<std::optional<Fields>> bad(readers);
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
      if (begin >= total || begin > last_needed()) return;
      const std::uint64_t end = std::min(total, begin + chunk);
      PointCursor cur(axes, begin, total);
      for (std::uint64_t idx = begin; idx < end; ++idx, cur.next()) {
        if (should_stop()) return;  // this chunk stays in work: the save starts it again
        if (!in_shard(idx)) continue;
        bool any = false;
        for (std::size_t r = 0; r < readers; ++r) {
          active[r] = idx <= rd[r].first_fail.load();
          any = any || active[r];
          bad[r].reset();
        }
        if (!any) continue;
        const Point& p = cur.point();
        if (!admissible(p)) continue;
        try {
          spec.check(p, active, bad);
        } catch (const InconclusiveCase& e) {
          if (should_stop()) return;  // cut short by the stop: decided on resume
          std::lock_guard lock(mutex);
          for (std::size_t r = 0; r < readers; ++r)
            if (active[r] && idx < rd[r].inconclusive_idx) {
              rd[r].inconclusive_idx = idx;
              rd[r].inconclusive = to_text(point_fields(axes, p)) + ": " + e.what();
            }
          continue;
        } catch (const UsageError&) {
          std::lock_guard lock(mutex);
          if (!error) error = "";
          usage = std::current_exception();
          for (auto& x : rd) x.first_fail.store(0);
          return;
        } catch (const std::exception& e) {
          std::lock_guard lock(mutex);
          if (!error) error = to_text(point_fields(axes, p)) + ": " + e.what();
          for (auto& x : rd) x.first_fail.store(0);
          return;
        }
        if (should_stop()) return;  // a case cut short by the stop is not recorded
        if (ctx.progress) ctx.progress->advance(spec.weight ? spec.weight(p) : 1);
        for (std::size_t r = 0; r < readers; ++r)
          if (active[r] && bad[r]) {
            std::lock_guard lock(mutex);
            if (idx < rd[r].first_fail.load()) {
              rd[r].first_fail.store(idx);
              rd[r].fail_detail = std::move(bad[r]);
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

  Outcome base;
  base.domain = describe(axes);
  if (shard_n > 1)
    base.domain.push_back(
        {"shard", std::to_string(ctx.shard.index) + "/" + std::to_string(shard_n)});
  if (usage) std::rethrow_exception(usage);
  if (should_stop()) {
    if (ctx.sweeps) {
      std::lock_guard lock(mutex);
      save_state();
    }
    base.verdict = Verdict::inconclusive;
    base.note = "interrupted";
    return std::vector<Outcome>(readers, base);
  }
  if (error) {
    base.verdict = Verdict::error;
    base.note = *error;
    return std::vector<Outcome>(readers, base);
  }
  // The cases up to each reader's counterexample (or all), counted in one walk.
  std::vector<std::uint64_t> limit(readers);
  std::uint64_t walk = 0;
  for (std::size_t r = 0; r < readers; ++r) {
    limit[r] = rd[r].fail_detail ? rd[r].first_fail.load() + 1 : total;
    walk = std::max(walk, limit[r]);
  }
  std::vector<std::uint64_t> cases(readers, 0);
  PointCursor cur(axes, 0, total);
  for (std::uint64_t idx = 0; idx < walk; ++idx, cur.next())
    if (in_shard(idx) && admissible(cur.point()))
      for (std::size_t r = 0; r < readers; ++r)
        if (idx < limit[r]) ++cases[r];
  std::vector<Outcome> outs;
  for (std::size_t r = 0; r < readers; ++r) {
    Outcome out = base;
    out.cases = cases[r];
    Reader& x = rd[r];
    // A --case outside the claim's domain (inside every parameter's range, but not a case of the
    // claim: p >= n for Algorithm B) decides nothing: a usage error, never "verified 0 cases".
    if (ctx.pinned && ctx.shard.count == 1 && out.cases == 0 && !x.fail_detail && !x.inconclusive)
      throw UsageError("--case " + to_text(*ctx.pinned) + " is not a case of " + spec.claims[r] +
                       " (its domain: " + to_text(describe(spec.axes)) +
                       ", and only the admissible points of it)");
    if (x.fail_detail) {
      const Point p = point_at(axes, x.first_fail.load());
      out.verdict = Verdict::refuted;
      out.index = x.first_fail.load();
      out.replay_case = point_fields(axes, p);
      Fields cx = out.replay_case;
      for (auto& f : *x.fail_detail) cx.push_back(std::move(f));
      out.counterexample = std::move(cx);
    } else if (x.inconclusive) {
      out.verdict = Verdict::inconclusive;
      out.note = *x.inconclusive;
      out.index = x.inconclusive_idx;
    } else {
      out.verdict = Verdict::verified;
    }
    outs.push_back(std::move(out));
  }
  return outs;
}

}  // namespace cc
