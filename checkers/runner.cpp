#include "checkers/runner.hpp"

#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>

#include "spec/core/deadline.hpp"
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

// Whether claims that read one pass may run it once: not when a claim's own time matters
// (--timeout), nor for one case (--case) or a count (merge). A claim an earlier run decided
// (resume) is not run again; with --checkpoint the pass's sweeps are saved and resumed as one.
bool may_share(const RunContext& ctx) {
  return !ctx.timeout_s && !ctx.pinned && !ctx.count_upto;
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
    // The error decides the claim (as in the run without shares), and a share's refutation is
    // kept in its note: a counterexample never disappears from a merged report.
    if (const ClaimResult* ref = least(Verdict::refuted); ref && ref->outcome.counterexample)
      r.outcome.note += "; another share refuted it: " + to_text(*ref->outcome.counterexample);
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

Report run_claims(const std::vector<const Claim*>& selected, const RunContext& ctx,
                  const OnResult& on_result, const Resume& resume, const OnResult& on_ahead) {
  Report report{ctx, {}, {}, false, selected, {}, nullptr, {}};
  std::size_t position = 0;
  // --fail-fast: after the first failure the claims this run would have run are listed as cut.
  const auto record = [&](ClaimResult&& r) {
    if (on_result) on_result(r);
    if (ctx.fail_fast && is_failure(r)) report.failed = r.claim;
    report.results.push_back(std::move(r));
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
        for (std::size_t g = 1; g < group.size(); ++g) {
          if (on_ahead) on_ahead(rs[g]);
          shared_results.emplace(group[g], std::move(rs[g]));
        }
        record(std::move(rs.front()));
        continue;
      }
    }
    ClaimResult r = run_claim(c, claim_ctx);
    if (stop_requested()) break;  // a claim stopped part way has no verdict
    record(std::move(r));
  }
  report.interrupted = stop_requested();
  return report;
}

}  // namespace cc
