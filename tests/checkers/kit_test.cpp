// The checker kit (checkers/kit.hpp): a checker made from a domain and a case function covers the
// domain of the run's budget, reports the least counterexample, binds the variant once per run,
// and first_mismatch names the first register that differs.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "checkers/kit.hpp"

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
          [](Budget) { return Fields{{"case", "x <= y"}}; }};
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
