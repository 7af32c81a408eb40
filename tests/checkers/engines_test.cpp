#include <atomic>
#include <algorithm>
#include <chrono>
#include <catch2/catch.hpp>
#include <mutex>
#include <thread>

#include "checkers/engine/exhaustive.hpp"
#include "checkers/engine/property.hpp"
#include "checkers/runner.hpp"
#include "generators/detail/point_gen.hpp"
#include "spec/core/deadline.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"

namespace engines_test {

using namespace cc;

namespace {
// A planted claim: "x * y < 50" over x, y in [1, 20]; least failure in (x, y) order is x=3, y=17.
ExhaustiveSpec planted() {
  return {"test.planted",
          {{"x", 1, 20, 1, 100}, {"y", 1, 20, 1, 100}},
          {},
          [](const Point& p) -> std::optional<Fields> {
            if (p[0] * p[1] < 50) return std::nullopt;
            return Fields{{"product", p[0] * p[1]}};
          },
          {}};
}
}  // namespace

TEST_CASE("the exhaustive engine reports the least counterexample for any number of jobs") {
  for (unsigned jobs : {1u, 2u, 3u, 8u}) {
    RunContext ctx;
    ctx.jobs = jobs;
    const Outcome o = run_exhaustive(planted(), ctx);
    REQUIRE(o.verdict == Verdict::refuted);
    CHECK(to_text(*o.counterexample) == "x=3 y=17 product=51");
    CHECK(o.cases == 2 * 20 + 17);
  }
}

TEST_CASE("the exhaustive engine visits every admissible point once, in index order per chunk") {
  // Three axes of unequal lengths, so that chunks (at most 64 indices) start and end in the
  // middle of carries; a point is admissible when its coordinates' sum is odd. Each point the
  // check sees is its index decoded afresh (last axis fastest), whatever the jobs and shards.
  const std::vector<Axis> axes{{"a", -2, 4, -5, 5}, {"b", 3, 5, 0, 9}, {"c", 0, 10, 0, 20}};
  auto decode = [&](std::uint64_t idx) {
    Point p(3);
    for (std::size_t i = 3; i-- > 0;) {
      const auto size = static_cast<std::uint64_t>(axes[i].hi - axes[i].lo + 1);
      p[i] = axes[i].lo + static_cast<std::int64_t>(idx % size);
      idx /= size;
    }
    return p;
  };
  std::vector<Point> want;
  for (std::uint64_t i = 0; i < 7 * 3 * 11; ++i)
    if (const Point p = decode(i); (p[0] + p[1] + p[2]) % 2 != 0) want.push_back(p);
  for (unsigned jobs : {1u, 3u})
    for (unsigned shards : {1u, 4u}) {
      std::mutex m;
      std::vector<Point> seen;
      std::uint64_t cases = 0;
      for (unsigned i = 1; i <= shards; ++i) {
        RunContext ctx;
        ctx.jobs = jobs;
        ctx.shard = {i, shards};
        ExhaustiveSpec s{"test.cursor", axes,
                         [](const Point& p) { return (p[0] + p[1] + p[2]) % 2 != 0; },
                         [&](const Point& p) -> std::optional<Fields> {
                           std::lock_guard lock(m);
                           seen.push_back(p);
                           return std::nullopt;
                         },
                         {}};
        const Outcome o = run_exhaustive(s, ctx);
        CHECK(o.verdict == Verdict::verified);
        cases += o.cases;
      }
      std::sort(seen.begin(), seen.end());
      std::vector<Point> sorted = want;
      std::sort(sorted.begin(), sorted.end());
      INFO("jobs " << jobs << ", shards " << shards);
      CHECK(seen == sorted);
      CHECK(cases == want.size());
    }
  // An empty axis (hi < lo): the engine decodes no point and runs no case (the check, which
  // would refute any point, is never called).
  RunContext ctx;
  ExhaustiveSpec empty{"test.empty", {{"x", 1, 0, 0, 9}, {"y", 0, 3, 0, 9}}, {},
                       [](const Point&) -> std::optional<Fields> { return Fields{}; }, {}};
  const Outcome o = run_exhaustive(empty, ctx);
  CHECK(o.cases == 0);
  CHECK(o.verdict == Verdict::verified);
}

TEST_CASE("shards split the cases and together find what the whole run finds") {
  std::uint64_t cases = 0;
  int refuted = 0;
  for (unsigned i = 1; i <= 3; ++i) {
    RunContext ctx;
    ctx.shard = {i, 3};
    ExhaustiveSpec s = planted();
    s.check = [](const Point&) -> std::optional<Fields> { return std::nullopt; };
    cases += run_exhaustive(s, ctx).cases;
    RunContext ctx2 = ctx;
    refuted += run_exhaustive(planted(), ctx2).verdict == Verdict::refuted;
  }
  CHECK(cases == 400);
  CHECK(refuted == 3);
}

TEST_CASE("an undecided case makes the verdict inconclusive, never verified") {
  ExhaustiveSpec s = planted();
  s.check = [](const Point& p) -> std::optional<Fields> {
    if (p[0] == 2 && p[1] == 2) throw InconclusiveCase("solver unknown");
    return std::nullopt;
  };
  const Outcome o = run_exhaustive(s, RunContext{});
  CHECK(o.verdict == Verdict::inconclusive);
  CHECK(o.note == "x=2 y=2: solver unknown");
}

TEST_CASE("a pinned case narrows the domain, and a bad one is a usage error") {
  RunContext ctx;
  ctx.pinned = Fields{{"x", std::int64_t{3}}, {"y", std::int64_t{17}}};
  const Outcome o = run_exhaustive(planted(), ctx);
  CHECK(o.cases == 1);
  CHECK(o.verdict == Verdict::refuted);
  ctx.pinned = Fields{{"z", std::int64_t{3}}};
  CHECK_THROWS_WITH(run_exhaustive(planted(), ctx),
                    Catch::Contains("has no parameter 'z' (its parameters: x, y)"));
  ctx.pinned = Fields{{"x", std::int64_t{300}}};
  CHECK_THROWS_AS(run_exhaustive(planted(), ctx), UsageError);
}

TEST_CASE("the property engine shrinks a planted failure and is reproducible from its seed") {
  auto gen =
      detail::make_point_gen(rc::gen::map(rc::gen::pair(rc::gen::inRange<std::int64_t>(1, 1000),
                                                        rc::gen::inRange<std::int64_t>(1, 1000)),
                                          [](std::pair<std::int64_t, std::int64_t> p) {
                                            return Point{p.first, p.second};
                                          }));
  PropertySpec spec{"test.prop",
                    {{"x", 1, 999, 1, 999}, {"y", 1, 999, 1, 999}},
                    gen,
                    [](const Point& p) -> std::optional<Fields> {
                      if (p[0] + p[1] < 300) return std::nullopt;
                      return Fields{{"sum", p[0] + p[1]}};
                    },
                    200};
  RunContext ctx;
  ctx.seed = 7;
  const Outcome a = run_property(spec, ctx), b = run_property(spec, ctx);
  REQUIRE(a.verdict == Verdict::refuted);
  CHECK(to_text(*a.counterexample) == to_text(*b.counterexample));
  const auto* sum = find(*a.counterexample, "sum");
  REQUIRE(sum);
  CHECK(std::get<std::int64_t>(*sum) == 300);  // shrunk to the boundary
  spec.check = [](const Point&) -> std::optional<Fields> { return std::nullopt; };
  const Outcome ok = run_property(spec, ctx);
  CHECK(ok.verdict == Verdict::passed);
  CHECK(ok.cases == 200);
}

TEST_CASE("exit codes follow the README") {
  ClaimSpec holds{"t.a", "t", "s", "x", Expect::holds, Method::exhaustive, {}};
  ClaimSpec lit{"t.b", "t", "s", "x", Expect::refuted, Method::exhaustive, {}};
  Claim ch{&holds, nullptr}, cl{&lit, nullptr};
  auto result = [](const Claim* c, Verdict v) {
    ClaimResult r;
    r.claim = c;
    r.outcome.verdict = v;
    r.as_expected = as_expected(c->spec->expect, v);
    return r;
  };
  Report r;
  r.results = {result(&ch, Verdict::verified), result(&cl, Verdict::refuted)};
  CHECK(exit_code(r) == 0);
  r.results.push_back(result(&ch, Verdict::inconclusive));
  CHECK(exit_code(r) == 3);
  r.results.push_back(result(&ch, Verdict::error));
  CHECK(exit_code(r) == 4);
  r.results.push_back(result(&ch, Verdict::refuted));
  CHECK(exit_code(r) == 1);
  Report r2;
  r2.results = {result(&cl, Verdict::verified)};  // an erratum that no longer reproduces
  CHECK(exit_code(r2) == 1);
}

TEST_CASE("a stop scope stops the work of its threads and their workers, not the run") {
  StopScope scope;
  int hooks = 0;
  {
    const StopScope::Enter enter(&scope);
    const StopHook hook([&] { ++hooks; });
    CHECK_FALSE(should_stop());
    scope.stop();
    CHECK(should_stop());
    CHECK(hooks == 1);  // a hook registered inside the scope runs on its stop
    bool elsewhere = true;
    std::thread([&] { elsewhere = should_stop(); }).join();
    CHECK_FALSE(elsewhere);  // a thread that did not enter the scope goes on
    // The engine's workers enter the scope of the thread that runs it: every job stops.
    for (unsigned jobs : {1u, 3u}) {
      RunContext ctx;
      ctx.jobs = jobs;
      std::atomic<int> checked{0};
      ExhaustiveSpec s = planted();
      s.check = [&](const Point&) -> std::optional<Fields> {
        ++checked;
        return std::nullopt;
      };
      const Outcome o = run_exhaustive(s, ctx);
      CHECK(o.verdict == Verdict::inconclusive);
      CHECK(checked == 0);
    }
  }
  CHECK_FALSE(should_stop());
  CHECK_FALSE(stop_requested());
  const StopHook outside([&] { ++hooks; });
  scope.stop();
  CHECK(hooks == 1);  // the scope's hook went with its guard; a hook outside the scope is not its
}

TEST_CASE("a deadline's overrun runs only for work that outlives its grace after the time ran out",
          "[slow]") {
  // Work that ignores its stop (a solver query that does not see its interrupt): the time runs
  // out after 0.05 s, the overrun is called 0.1 s later, from the deadline's thread.
  std::atomic<int> overruns{0};
  {
    StopScope scope;
    Deadline deadline(scope, 0.05, [&] { ++overruns; }, 0.1);
    const StopScope::Enter enter(&scope);
    std::this_thread::sleep_for(std::chrono::milliseconds(600));
    CHECK(deadline.expired());
    CHECK(should_stop());
  }
  CHECK(overruns == 1);
  // Work that sees its stop and ends at once: expired, and no overrun.
  {
    StopScope scope;
    Deadline deadline(scope, 0.05, [&] { ++overruns; }, 0.3);
    const StopScope::Enter enter(&scope);
    while (!should_stop()) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    CHECK(deadline.expired());
  }
  // Work that ends before its time: neither.
  {
    StopScope scope;
    Deadline deadline(scope, 5, [&] { ++overruns; }, 0.1);
    CHECK_FALSE(deadline.expired());
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(400));  // past both graces
  CHECK(overruns == 1);
}

}  // namespace engines_test
