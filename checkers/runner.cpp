#include "checkers/runner.hpp"

#include <chrono>
#include <condition_variable>
#include <deque>
#include <exception>
#include <optional>
#include <map>
#include <mutex>
#include <thread>

#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"

namespace cc {

int exit_code(const Report& r) {
  bool unexpected = false, error = false, inconclusive = false;
  for (const auto& x : r.results) {
    const Verdict v = x.outcome.verdict;
    if (v == Verdict::error)
      error = true;
    else if (v == Verdict::inconclusive)
      inconclusive = true;
    else if (!x.as_expected)
      unexpected = true;
  }
  if (unexpected) return 1;
  if (error) return 4;
  if (inconclusive) return 3;
  return 0;
}

bool is_failure(const ClaimResult& r) {
  const Verdict v = r.outcome.verdict;
  return v != Verdict::inconclusive && v != Verdict::pending && !r.as_expected;
}

namespace {

std::string case_arg(const Fields& f) {
  std::string s;
  for (const auto& x : f) s += (s.empty() ? "" : ",") + x.key + "=" + to_text(x.value);
  return s;
}

// --timeout: stops `scope` when `seconds` have passed, unless the guard is gone first (the claim
// ended). 0: no deadline.
class Deadline {
 public:
  Deadline(StopScope& scope, std::uint64_t seconds) {
    if (seconds == 0) return;
    thread_ = std::thread([this, &scope, seconds] {
      std::unique_lock lock(mutex_);
      if (ended_.wait_for(lock, std::chrono::seconds(seconds), [this] { return done_; })) return;
      // Stopped again every 100 ms until the claim ends: a Z3 query that started just after an
      // interrupt (which it does not see) is interrupted too.
      for (;;) {
        scope.stop();
        if (ended_.wait_for(lock, std::chrono::milliseconds(100), [this] { return done_; })) return;
      }
    });
  }
  ~Deadline() {
    {
      std::lock_guard lock(mutex_);
      done_ = true;
    }
    ended_.notify_all();
    if (thread_.joinable()) thread_.join();
  }
  Deadline(const Deadline&) = delete;
  Deadline& operator=(const Deadline&) = delete;

 private:
  std::mutex mutex_;
  std::condition_variable ended_;
  bool done_ = false;
  std::thread thread_;
};

}  // namespace

std::string replay_line(const Claim& c, const Outcome& o, const RunContext& ctx) {
  if (o.verdict != Verdict::refuted) return {};
  std::string s = ctx.program + " check " + c.spec->id;
  if (!ctx.variant.empty() && c.checker && c.checker->takes_variant)
    s += " --variant " + ctx.variant;
  if (!o.replay_case.empty()) {
    s += " --case " + case_arg(o.replay_case);
  } else if (c.spec->method != Method::property) {
    // A single-case claim (a worked example) or a proof: the claim alone reproduces it.
  } else {
    s += std::string(" --budget ") + to_string(ctx.budget) + " --seed " + std::to_string(ctx.seed);
  }
  return s;
}

namespace {

// What every claim's result goes through once its checker has returned: a stop by its deadline,
// a verdict over 0 cases, a share without a counterexample, the expectation and the replay line.
ClaimResult finish(ClaimResult r, const RunContext& ctx, bool timed_out) {
  const Claim* c = r.claim;
  // Stopped by its deadline (and not by a signal, which stops the run): whatever the engine
  // returned part way decides nothing.
  if (timed_out) {
    Outcome stopped;
    stopped.verdict = Verdict::inconclusive;
    stopped.domain = r.outcome.domain;
    stopped.note = "timeout (" + std::to_string(ctx.timeout_s) + " s)";
    r.outcome = std::move(stopped);
  }
  // A verdict that holds must cover at least one case.
  if (ctx.shard.count == 1 && r.outcome.cases == 0 &&
      (r.outcome.verdict == Verdict::verified || r.outcome.verdict == Verdict::passed)) {
    r.outcome.verdict = Verdict::error;
    r.outcome.note = "nothing was checked (0 cases): the claim's domain holds no case";
  }
  // A share of a split claim without a counterexample decides nothing alone.
  if (ctx.shard.count > 1 &&
      (r.outcome.verdict == Verdict::verified || r.outcome.verdict == Verdict::passed)) {
    r.outcome.verdict = Verdict::pending;
    r.shard_note = "no counterexample among the " + std::to_string(r.outcome.cases) +
                   " cases of share " + std::to_string(ctx.shard.index) + "/" +
                   std::to_string(ctx.shard.count) +
                   " (the case indices it holds); the claim's verdict needs every share";
  }
  r.as_expected = as_expected(c->spec->expect, r.outcome.verdict);
  r.replay = replay_line(*c, r.outcome, ctx);
  return r;
}

}  // namespace

ClaimResult run_claim(const Claim* c, const RunContext& ctx) {
  ClaimResult r;
  r.claim = c;
  const auto t0 = std::chrono::steady_clock::now();
  // --timeout: the claim runs in a scope of its own, which its deadline stops.
  StopScope scope;
  if (!c->checker) {
    r.outcome.verdict = Verdict::error;
    r.outcome.note = "no checker is registered for this claim";
  } else {
    const StopScope::Enter enter(ctx.timeout_s ? &scope : current_stop_scope());
    const Deadline deadline(scope, ctx.timeout_s);
    try {
      RunContext claim_ctx = ctx;
      claim_ctx.claim = c->spec->id;
      r.outcome = c->checker->run(claim_ctx);
    } catch (const UsageError&) {
      throw;
    } catch (const std::exception& e) {
      r.outcome.verdict = Verdict::error;
      r.outcome.note = e.what();
    }
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return finish(std::move(r), ctx, scope.stopped() && !stop_requested());
}

namespace {

// Whether claims that read one pass may run it once: not when a claim's own time or sweep state
// matters (--timeout, --checkpoint), nor for one case (--case) or a count (merge). A claim an
// earlier run decided (resume) is not run again.
bool may_share(const RunContext& ctx) {
  return !ctx.timeout_s && !ctx.sweeps && !ctx.pinned && !ctx.count_upto;
}

// The claims of `group` (readers of one pass) run by one pass: each claim's result as run_claim
// gives it alone.
std::vector<ClaimResult> run_shared(const std::vector<const Claim*>& group, const RunContext& ctx) {
  std::vector<std::string> ids;
  std::vector<std::size_t> readers;
  for (const Claim* c : group) {
    ids.push_back(c->spec->id);
    readers.push_back(c->checker->reader);
  }
  const auto t0 = std::chrono::steady_clock::now();
  std::vector<Outcome> outs;
  bool ran = false;  // the pass returned outcomes (else it threw: an error without a domain)
  try {
    RunContext pass_ctx = ctx;
    pass_ctx.claim = ids.front();
    outs = group.front()->checker->pass->run(pass_ctx, ids, readers);
    ran = true;
  } catch (const UsageError&) {
    throw;
  } catch (const std::exception& e) {
    Outcome bad;
    bad.verdict = Verdict::error;
    bad.note = e.what();
    outs.assign(group.size(), bad);
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  // The pass's time, shared out by the cases each claim read (a claim refuted early read few).
  double read = 0;
  for (const Outcome& o : outs) read += static_cast<double>(o.cases);
  std::vector<ClaimResult> rs;
  for (std::size_t i = 0; i < group.size(); ++i) {
    ClaimResult r;
    r.claim = group[i];
    r.outcome = std::move(outs.at(i));
    if (group[i]->checker->annotate && ran) group[i]->checker->annotate(r.outcome, ctx);
    r.seconds = read > 0 ? seconds * static_cast<double>(r.outcome.cases) / read
                         : seconds / static_cast<double>(group.size());
    rs.push_back(finish(std::move(r), ctx, false));
  }
  return rs;
}

}  // namespace

ClaimResult combine_shares(const Claim* claim, const std::vector<ClaimResult>& shares,
                           const RunContext& ctx) {
  if (shares.empty()) throw std::logic_error("combine_shares: no share of " + claim->spec->id);
  const bool sweep = claim->spec->method == Method::exhaustive;
  double seconds = 0;
  std::uint64_t sum = 0;
  for (const auto& x : shares) {
    seconds += x.seconds;
    sum += x.outcome.cases;
  }
  const auto least = [&](Verdict v) -> const ClaimResult* {
    const ClaimResult* best = nullptr;
    for (const auto& x : shares)
      if (x.outcome.verdict == v &&
          (!best || x.outcome.index.value_or(~0ull) < best->outcome.index.value_or(~0ull)))
        best = &x;
    return best;
  };
  ClaimResult r;
  if (const ClaimResult* bad = least(Verdict::error)) {
    r = *bad;
  } else if (const ClaimResult* ref = least(Verdict::refuted)) {
    r = *ref;
    if (!ref->outcome.index)
      throw UsageError("claim " + claim->spec->id + ": a refuted share has no index");
    // The single run counts the cases up to the counterexample: a sweep its admissible cases,
    // which the engine counts again; a property run every case of its sequence.
    if (sweep) {
      RunContext count = ctx;
      count.shard = Shard{};
      count.count_upto = *ref->outcome.index;
      r.outcome.cases = claim->checker->run(count).cases;
    } else {
      r.outcome.cases = *ref->outcome.index + 1;
    }
  } else if (const ClaimResult* inc = least(Verdict::inconclusive)) {
    r = *inc;
    r.outcome.cases = sum;
  } else {
    r = shares.front();
    r.outcome.verdict = sweep ? Verdict::verified : Verdict::passed;
    r.outcome.cases = sum;
  }
  r.seconds = seconds;
  r.shard_note.clear();  // the combined claim is the whole run's
  r.as_expected = as_expected(claim->spec->expect, r.outcome.verdict);
  return r;
}

namespace {

// Proof claims run ahead: most of a proof's time is one solver query on one thread, which would
// leave the other cores idle. With two jobs or more, the run's proof claims are run in their
// order by one thread of their own while the run goes on with the other claims; each result is
// recorded in the run's order when its turn comes, so the output, the report and every verdict
// are those of the run without it (a claim's result does not depend on what runs beside it).
// Not with what ties claims to the run's order or its thread: --fail-fast, --timeout,
// --checkpoint, --case, a share of a split run, SMT-LIB emission, a solver other than Z3.
bool may_run_ahead(const RunContext& ctx) {
  return ctx.jobs >= 2 && may_share(ctx) && !ctx.fail_fast && ctx.shard.count == 1 &&
         ctx.emit_smt2_dir.empty() && ctx.solver == proofs::Solver::z3;
}

bool runs_ahead(const Claim& c) {
  return c.checker && !c.checker->pass && c.spec->method == Method::proof;
}

class Ahead {
 public:
  Ahead(std::vector<const Claim*> claims, const RunContext& ctx)
      : claims_(std::move(claims)), ctx_(ctx), results_(claims_.size()), errors_(claims_.size()) {
    ctx_.progress = nullptr;  // the live line follows the claim the run is at
    for (std::size_t i = 0; i < claims_.size(); ++i) index_[claims_[i]] = i;
    if (!claims_.empty()) thread_ = std::thread([this] { work(); });
  }
  // Left early (an error of the run's own claims): the claims still ahead stop at once.
  ~Ahead() {
    {
      std::lock_guard lock(mutex_);
      leaving_ = true;
    }
    scope_.stop();
    if (thread_.joinable()) thread_.join();
  }
  Ahead(const Ahead&) = delete;
  Ahead& operator=(const Ahead&) = delete;

  bool has(const Claim* c) const { return index_.count(c) > 0; }
  bool ready(const Claim* c) {
    std::lock_guard lock(mutex_);
    return done_ > index_.at(c);
  }
  // The claim's result, once it is decided; nothing when the run was stopped first.
  std::optional<ClaimResult> take(const Claim* c) {
    const std::size_t i = index_.at(c);
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return done_ > i || finished_; });
    if (done_ <= i) return std::nullopt;
    if (errors_[i]) std::rethrow_exception(errors_[i]);
    return std::move(results_[i]);
  }

 private:
  void work() {
    const StopScope::Enter enter(&scope_);
    for (std::size_t i = 0; i < claims_.size() && !stop_requested() && !leaving(); ++i) {
      std::optional<ClaimResult> r;
      std::exception_ptr error;
      try {
        r = run_claim(claims_[i], ctx_);
      } catch (...) {
        error = std::current_exception();
      }
      if (stop_requested() || leaving()) break;  // a claim stopped part way has no verdict
      {
        std::lock_guard lock(mutex_);
        results_[i] = std::move(r);
        errors_[i] = error;
        done_ = i + 1;
      }
      changed_.notify_all();
    }
    {
      std::lock_guard lock(mutex_);
      finished_ = true;
    }
    changed_.notify_all();
  }

  bool leaving() {
    std::lock_guard lock(mutex_);
    return leaving_;
  }

  std::vector<const Claim*> claims_;
  RunContext ctx_;
  StopScope scope_;
  bool leaving_ = false;
  std::map<const Claim*, std::size_t> index_;
  std::vector<std::optional<ClaimResult>> results_;
  std::vector<std::exception_ptr> errors_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::size_t done_ = 0;
  bool finished_ = false;
  std::thread thread_;
};

}  // namespace

Report run_claims(const std::vector<const Claim*>& selected, const RunContext& ctx,
                  const OnResult& on_result, const Resume& resume) {
  Report report{ctx, {}, {}, false, selected, {}, nullptr, {}};
  std::size_t position = 0;
  // --fail-fast: after the first failure the claims this run would have run are listed as cut.
  const auto record_now = [&](ClaimResult&& r) {
    if (on_result) on_result(r);
    if (ctx.fail_fast && is_failure(r)) report.failed = r.claim;
    report.results.push_back(std::move(r));
  };
  std::vector<const Claim*> ahead_claims;
  if (may_run_ahead(ctx))
    for (const Claim* c : selected)
      if (runs_ahead(*c) && !left_out(*c, ctx) && !(resume && resume(c))) ahead_claims.push_back(c);
  Ahead ahead(ahead_claims, ctx);
  // Results in the run's order: a claim that runs ahead holds its place until it is decided.
  struct Place {
    const Claim* claim;
    std::optional<ClaimResult> result;
  };
  std::deque<Place> places;
  const auto flush = [&] {
    while (!places.empty()) {
      Place& p = places.front();
      if (!p.result) {
        if (!ahead.ready(p.claim)) return;
        p.result = ahead.take(p.claim);
      }
      record_now(std::move(*p.result));
      places.pop_front();
    }
  };
  const auto record = [&](ClaimResult&& r) {
    places.push_back({r.claim, std::move(r)});
    flush();
  };
  std::map<const Claim*, ClaimResult> shared_results;
  for (std::size_t i = 0; i < selected.size(); ++i) {
    const Claim* c = selected[i];
    if (stop_requested()) break;
    if (left_out(*c, ctx)) {
      report.not_run.push_back(c);
      continue;
    }
    // Exhaustive claims split their domain over the shards, property runs their seeded sequence
    // by case index; proofs go whole to one shard.
    const bool whole = dealt_whole(*c);
    if (whole && ctx.shard.count > 1 && position++ % ctx.shard.count != ctx.shard.index - 1)
      continue;
    if (report.failed) {
      report.cut.push_back(c);
      continue;
    }
    // A claim dealt whole to this shard runs whole: its engine must not split it again (the
    // bounded model check's instances are an exhaustive domain inside a proof claim).
    RunContext claim_ctx = ctx;
    if (whole) claim_ctx.shard = Shard{};
    if (resume)
      if (std::optional<ClaimResult> earlier = resume(c)) {
        record(std::move(*earlier));
        continue;
      }
    if (ahead.has(c)) {
      places.push_back({c, std::nullopt});
      flush();
      continue;
    }
    // Decided already by a pass it shares with an earlier claim of the run.
    if (auto it = shared_results.find(c); it != shared_results.end()) {
      record(std::move(it->second));
      shared_results.erase(it);
      continue;
    }
    if (c->checker && c->checker->pass && may_share(ctx)) {
      // This claim and the later claims of the run that read the same pass: one pass.
      std::vector<const Claim*> group{c};
      for (std::size_t j = i + 1; j < selected.size(); ++j) {
        const Claim* d = selected[j];
        if (d->checker && d->checker->pass == c->checker->pass && !left_out(*d, ctx) &&
            !(resume && resume(d)))
          group.push_back(d);
      }
      if (group.size() > 1) {
        std::vector<ClaimResult> rs = run_shared(group, claim_ctx);
        if (stop_requested()) break;
        for (std::size_t g = 1; g < group.size(); ++g)
          shared_results.emplace(group[g], std::move(rs[g]));
        record(std::move(rs.front()));
        continue;
      }
    }
    ClaimResult r = run_claim(c, claim_ctx);
    if (stop_requested()) break;  // a claim stopped part way has no verdict
    record(std::move(r));
  }
  // The claims still running ahead, in order.
  while (!places.empty() && !stop_requested()) {
    Place& p = places.front();
    if (!p.result) p.result = ahead.take(p.claim);
    if (!p.result) break;  // stopped
    record_now(std::move(*p.result));
    places.pop_front();
  }
  report.interrupted = stop_requested();
  return report;
}

}  // namespace cc
