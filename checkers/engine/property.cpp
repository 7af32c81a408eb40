#include "checkers/engine/property.hpp"

#include <iostream>
#include <mutex>
#include <sstream>

#include "checkers/engine/point_gen_impl.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"

namespace cc {

namespace {

// RapidCheck prints "Using configuration: seed=..." to std::cerr the first time it reads its
// configuration; collcheck sets the seed itself and prints it in the report header instead.
void load_rapidcheck_configuration_quietly() {
  static std::once_flag once;
  std::call_once(once, [] {
    std::ostringstream sink;
    auto* old = std::cerr.rdbuf(sink.rdbuf());
    rc::detail::configuration();
    std::cerr.rdbuf(old);
  });
}

// Collects nothing and prints nothing: collcheck reports the result itself (RapidCheck's global
// listener would print its own reproduce line at exit).
struct QuietListener : rc::detail::TestListener {
  void onTestCaseFinished(const rc::detail::CaseDescription&) override {}
  void onShrinkTried(const rc::detail::CaseDescription&, bool) override {}
  void onTestFinished(const rc::detail::TestMetadata&, const rc::detail::TestResult&) override {}
};

}  // namespace

Outcome run_property(const PropertySpec& spec, const RunContext& ctx) {
  Outcome out;
  const std::vector<Axis> axes = pin_axes(spec.axes, ctx, spec.claim);
  out.domain = describe(spec.axes);
  out.domain.push_back({"seed", static_cast<std::uint64_t>(ctx.seed)});

  if (ctx.pinned) {  // replay of one point: every parameter is given
    Point p;
    std::string missing;
    for (const auto& a : axes) {
      if (a.lo != a.hi) missing += (missing.empty() ? "" : ", ") + a.name;
      p.push_back(a.lo);
    }
    if (!missing.empty())
      throw UsageError("--case: claim " + spec.claim + " replays one point; give " + missing +
                       " too");
    if (!spec.gen.admissible(p))
      throw UsageError("--case " + to_text(*ctx.pinned) + " is not a case of " + spec.claim +
                       " (a point its random cases can be; its domain: " +
                       to_text(describe(spec.axes)) + ", and only the admissible points of it)");
    out.domain = describe(axes);
    out.cases = 1;
    if (auto bad = spec.check(p)) {
      out.verdict = Verdict::refuted;
      out.replay_case = point_fields(axes, p);
      Fields cx = out.replay_case;
      for (auto& f : *bad) cx.push_back(std::move(f));
      out.counterexample = cx;
    } else {
      out.verdict = Verdict::passed;
    }
    return out;
  }

  load_rapidcheck_configuration_quietly();
  if (ctx.progress) ctx.progress->begin(spec.claim, static_cast<std::uint64_t>(spec.cases));
  std::optional<std::pair<Point, Fields>> last_failure;
  std::string error;
  const rc::Gen<Point>& gen = spec.gen.impl().gen;
  // --shard I/N: every shard draws the same seeded sequence and checks the cases whose index it
  // holds (Shard::holds; the others pass unchecked), so the first failure of the whole sequence
  // is found, and shrunk, by the shard that holds it. After a failure every call is a shrink.
  std::uint64_t calls = 0, share_cases = 0;
  std::optional<std::uint64_t> first_index;
  auto property = [&] {
    if (should_stop()) RC_FAIL("interrupted");
    const Point p = *gen;
    const std::uint64_t me = calls++;
    if (!first_index && !ctx.shard.holds(me)) {
      if (ctx.progress) ctx.progress->advance();
      return;
    }
    if (!first_index) ++share_cases;
    std::optional<Fields> bad;
    try {
      bad = spec.check(p);
    } catch (const std::exception& e) {
      error = to_text(point_fields(axes, p)) + ": " + e.what();
      if (!first_index) first_index = me;
      RC_FAIL(error);
    }
    if (bad) {
      if (!first_index) first_index = me;
      // The last failing evaluation is the shrunk counterexample RapidCheck reports.
      last_failure = std::make_pair(p, *bad);
      RC_FAIL(to_text(*bad));
    }
    if (ctx.progress) ctx.progress->advance();
  };
  rc::detail::TestParams params;
  params.seed = ctx.seed;
  params.maxSuccess = spec.cases;
  params.maxSize = 100;
  QuietListener listener;
  rc::detail::TestMetadata meta;
  meta.id = spec.claim;
  meta.description = spec.claim;
  const rc::detail::TestResult result =
      rc::detail::checkProperty(rc::detail::toProperty(property), meta, params, listener);

  if (should_stop()) {
    out.verdict = Verdict::inconclusive;
    out.note = "interrupted";
    return out;
  }
  if (result.is<rc::detail::SuccessResult>()) {
    out.verdict = Verdict::passed;
    out.cases = static_cast<std::uint64_t>(result.get<rc::detail::SuccessResult>().numSuccess);
    if (ctx.shard.count > 1) {
      out.cases = share_cases;
      out.domain.push_back(
          {"shard", std::to_string(ctx.shard.index) + "/" + std::to_string(ctx.shard.count)});
    }
  } else if (result.is<rc::detail::FailureResult>()) {
    const auto& f = result.get<rc::detail::FailureResult>();
    out.cases = static_cast<std::uint64_t>(f.numSuccess) + 1;
    out.index = first_index;
    if (!error.empty() || !last_failure) {
      out.verdict = Verdict::error;
      out.note = error.empty() ? f.description : error;
    } else {
      out.verdict = Verdict::refuted;
      out.replay_case = point_fields(axes, last_failure->first);
      Fields cx = out.replay_case;
      for (auto& x : last_failure->second) cx.push_back(std::move(x));
      out.counterexample = cx;
    }
  } else if (result.is<rc::detail::GaveUpResult>()) {
    out.verdict = Verdict::inconclusive;
    out.note = "RapidCheck gave up: " + result.get<rc::detail::GaveUpResult>().description;
  } else {
    out.verdict = Verdict::error;
    out.note = result.get<rc::detail::Error>().description;
  }
  return out;
}

}  // namespace cc
