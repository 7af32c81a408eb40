// The domains of the groupops claims (domains.hpp).
#include "checkers/groupops/domains.hpp"

#include <algorithm>

#include "spec/core/usage_error.hpp"

namespace cc::groupops_checks {

namespace {

std::int64_t by_budget(Budget b, std::int64_t smoke, std::int64_t ci, std::int64_t deep) {
  return b == Budget::smoke ? smoke : b == Budget::ci ? ci : deep;
}

// Progress weight: about the work of one point, 2^d (or 2^k) PEs; N PEs.
std::uint64_t pow_weight(const Point& p) { return std::uint64_t{1} << (p.empty() ? 0 : p[0]); }
std::uint64_t n_weight(const Point& p) { return static_cast<std::uint64_t>(p[0]); }

kit::Domain over_d(std::int64_t lo) {
  return {[lo](Budget b) -> std::vector<Axis> {
            return {{"d", lo, b == Budget::smoke ? 8 : 16, 0, 20}};
          },
          {},
          pow_weight};
}

}  // namespace

namespace domains {

kit::Domain d() { return over_d(0); }
kit::Domain d_ci12() {
  return {[](Budget b) -> std::vector<Axis> { return {{"d", 0, by_budget(b, 8, 12, 16), 0, 20}}; },
          {},
          pow_weight};
}
kit::Domain d_from_1() { return over_d(1); }

kit::Domain any_n() {
  return {[](Budget b) -> std::vector<Axis> {
            return {{"N", 1, by_budget(b, 64, 1024, 4096), 1, 65536}};
          },
          {},
          n_weight};
}

kit::Domain k() {
  return {[](Budget b) -> std::vector<Axis> {
            return {{"k", 0, b == Budget::smoke ? 10 : 16, 0, 20}};
          },
          {},
          pow_weight};
}

kit::Domain k_ci12() {
  return {[](Budget b) -> std::vector<Axis> { return {{"k", 0, by_budget(b, 10, 12, 16), 0, 20}}; },
          {},
          pow_weight};
}

kit::Domain k_orders() {
  return {[](Budget b) -> std::vector<Axis> {
            return {{"k", 0, by_budget(b, 5, 8, 9), 0, 10}};
          },
          {},
          [](const Point& p) {
            std::uint64_t f = 1;
            for (std::int64_t i = 2; i <= p[0]; ++i) f *= static_cast<std::uint64_t>(i);
            return f << p[0];
          }};
}

kit::Domain one_case() {
  return {[](Budget) { return std::vector<Axis>{}; }, {}, pow_weight};
}

kit::Domain operators(OpSet s) {
  return {
      [s](Budget) {
        return std::vector<Axis>{{"d", 1, 3, 1, 3}, {"op", 0, op_count(s) - 1, 0, op_count(s) - 1}};
      },
      {},
      pow_weight};
}

kit::Domain logical_operators() {
  kit::Domain all = operators(OpSet::logical16);
  all.notes = [](Budget) {
    return Fields{{"ops", "the 16 truth tables on {0, 1}: bit 2a + b of op is a ⊕ b"}};
  };
  return all;
}

kit::Domain named_operators() {
  kit::Domain all = operators(OpSet::associative);
  all.admissible = [](const Point& p) { return p[1] != 4; };  // not the matrices
  all.notes = [](Budget) {
    return Fields{{"ops", "0 sum, 1 product, 2 max, 3 min, 5 bitwise and, 6 or, 7 xor"}};
  };
  return all;
}

kit::Domain operators_large() {
  return {
      [](Budget b) {
        return std::vector<Axis>{{"d", 1, by_budget(b, 6, 16, 16), 1, 16},
                                 {"op", 0, large_op_count() - 1, 0, large_op_count() - 1}};
      },
      [](const Point& p) { return large_op_admissible(p[1], p[0]); }, pow_weight,
      [](Budget) {
        return Fields{
            {"ops", "0 sum, 1 product mod 2^31-1, 2 max, 3 min, 4 2x2 matrices mod 5, 5 strings"},
            {"strings_d_max", std::int64_t{10}},
            {"operands", "x_i = splitmix64(op, i), fixed"}};
      }};
}

kit::Domain nonassociative() {
  return {[](Budget b) {
            return std::vector<Axis>{{"d", 0, by_budget(b, 5, 16, 16), 0, 16}, {"op", 0, 2, 0, 2}};
          },
          {},
          pow_weight,
          [](Budget) {
            return Fields{{"ops", "0 difference, 1 division, 2 rock-paper-scissors"},
                          {"tuples",
                           "N <= 2: all of {0,1,2}^N, {1,2,3}^N, hands^N; N >= 4: pad...pad w1 w2 "
                           "w3"}};
          }};
}

}  // namespace domains

kit::Make exhaustive_strict(kit::Domain domain, kit::Bind bind, kit::Options options) {
  kit::Make make = kit::exhaustive(domain, std::move(bind), std::move(options));
  return [make = std::move(make), domain = std::move(domain)](const std::string& id) {
    Checker c = make(id);
    c.run = [run = std::move(c.run), domain, id](const RunContext& ctx) {
      if (domain.admissible && ctx.pinned) {  // a replayed point must lie in the domain
        const auto pinned = pin_axes(domain.axes(ctx.budget), ctx, id);
        Point p;
        for (const auto& a : pinned) p.push_back(a.lo);
        const bool single =
            std::all_of(pinned.begin(), pinned.end(), [](const Axis& a) { return a.lo == a.hi; });
        if (single && !domain.admissible(p))
          throw UsageError("--case: " + to_text(point_fields(pinned, p)) +
                           " is outside the domain of " + id);
      }
      return run(ctx);
    };
    return c;
  };
}

}  // namespace cc::groupops_checks
