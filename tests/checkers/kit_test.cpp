// The checker kit (checkers/kit.hpp): a checker made from a domain and a case function covers the
// domain of the run's budget, reports the least counterexample, binds the variant once per run,
// and first_mismatch names the first register that differs; a domain or a sample may be given per
// budget, and notes that depend on the run.
#include "checkers/kit.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "checkers/engine/point_gen_impl.hpp"

namespace kit_test {

using namespace cc;

namespace {

// x * y < limit over x, y in [1, n] with n = 4, 10, 20 on smoke, ci, deep; x <= y only.
kit::Domain box() {
  return {[](Budget b) -> std::vector<Axis> {
            const std::int64_t n = kit::PerBudget<std::int64_t>{4, 10, 20}(b);
            return {{"x", 1, n, 1, 100}, {"y", 1, n, 1, 100}};
          },
          [](const Point& p) { return p[0] <= p[1]; },
          {},
          [](Budget) {
            return Fields{{"case", "x <= y"}};
          }};
}

struct Limit {
  std::int64_t value;
};
const Limit& limit_of(const RunContext& ctx) {
  static const Limit low{50}, high{1000};
  return ctx.variant == "high" ? high : low;
}
std::optional<Fields> below(const Limit& l, const Point& p) {
  if (p[0] * p[1] < l.value) return std::nullopt;
  return Fields{{"x*y", p[0] * p[1]}};
}

}  // namespace

TEST_CASE("kit::exhaustive covers the budget's domain and reports the least counterexample") {
  const Checker c = kit::exhaustive(box(), kit::variant_case(limit_of, below), {true})("t.box");
  CHECK(c.id == "t.box");
  CHECK(c.takes_variant);
  RunContext ctx;
  ctx.budget = Budget::smoke;  // 4 x 4: 4*4 = 16 < 50 everywhere
  Outcome o = c.run(ctx);
  CHECK(o.verdict == Verdict::verified);
  CHECK(o.cases == 10);  // the pairs x <= y of 1..4
  INFO(to_text(o.domain));
  CHECK(to_text(o.domain).find("x <= y") != std::string::npos);
  ctx.budget = Budget::deep;  // least failing pair in (x, y) order: x = 3, y = 17
  o = c.run(ctx);
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(*o.counterexample) == "x=3 y=17 x*y=51");
  ctx.variant = "high";  // the variant is bound per run: 20 * 20 < 1000
  CHECK(c.run(ctx).verdict == Verdict::verified);
}

TEST_CASE("kit::first_mismatch names the first register that differs") {
  const std::vector<int> got{0, 1, 5, 3, 9};
  auto want = [](std::size_t i) { return static_cast<int>(i); };
  auto show = [](int v) { return std::to_string(v); };
  const auto bad = kit::first_mismatch(got, want, show, "u(x)", "x");
  REQUIRE(bad);
  CHECK(to_text(*bad) == "x=2 u(x)=5 expected=2");
  const std::vector<int> fine{0, 1, 2};
  CHECK_FALSE(kit::first_mismatch(fine, want, show));
}

TEST_CASE("a domain or a sample per budget, and notes that depend on the run") {
  // x < limit over x in [1, n]; which points are cases depends on the budget beyond the axes (on
  // deep, even x only), and the run's variant is noted.
  auto of = [](std::int64_t n, bool even_only) {
    kit::Domain d{[n](Budget) {
                    return std::vector<Axis>{{"x", 1, n, 1, 100}};
                  },
                  [even_only](const Point& p) { return !even_only || p[0] % 2 == 0; }};
    d.run_notes = [](const RunContext& ctx) {
      return Fields{{"variant", ctx.variant.empty() ? std::string("paper") : ctx.variant}};
    };
    return d;
  };
  auto below = [](std::int64_t limit) {
    return [limit](const RunContext&) -> CaseFn {
      return [limit](const Point& p) -> std::optional<Fields> {
        if (p[0] < limit) return std::nullopt;
        return Fields{{"over", p[0] - limit}};
      };
    };
  };
  const Checker c =
      kit::exhaustive(kit::PerBudget<kit::Domain>{of(4, false), of(10, false), of(10, true)},
                      below(100))("t.per_budget");
  RunContext ctx;
  ctx.budget = Budget::smoke;
  Outcome o = c.run(ctx);
  CHECK(o.cases == 4);
  CHECK(to_text(o.domain) == "x_min=1 x_max=4 variant=paper");
  ctx.budget = Budget::deep;
  ctx.variant = "other";
  o = c.run(ctx);
  CHECK(o.cases == 5);  // 2, 4, .., 10
  CHECK(to_text(o.domain) == "x_min=1 x_max=10 variant=other");
  ctx.budget = Budget::ci;
  const Checker low = kit::exhaustive(of(10, false), below(7))("t.low");
  o = low.run(ctx);
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(*o.counterexample) == "x=7 over=0");

  // A sample per budget: x drawn from [1, 5] on smoke and [1, 1000] elsewhere, 30 cases each.
  auto sample = [](std::int64_t hi) {
    return kit::Sample{
        [hi] {
          return std::vector<Axis>{{"x", 1, hi, 1, 1000}};
        },
        [hi] {
          return detail::make_point_gen(rc::gen::map(rc::gen::inRange<std::int64_t>(1, hi + 1),
                                                     [](std::int64_t x) { return Point{x}; }));
        },
        {30, 30, 30},
        [](const RunContext&) {
          return Fields{{"drawn", "uniformly"}};
        }};
  };
  const Checker s = kit::property(
      kit::PerBudget<kit::Sample>{sample(5), sample(1000), sample(1000)}, below(100))("t.sample");
  ctx = RunContext{};
  ctx.budget = Budget::smoke;
  o = s.run(ctx);
  CHECK(o.verdict == Verdict::passed);
  CHECK(to_text(o.domain).find("drawn=uniformly") != std::string::npos);
  ctx.budget = Budget::ci;
  o = s.run(ctx);
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(*o.counterexample).find("over=0") != std::string::npos);  // shrunk to the least
}

}  // namespace kit_test
