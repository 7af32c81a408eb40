// Binds each groupops claim (spec/claims/groupops.cpp; seed 003, 003_fd17e5cee6c92638.txt) to its
// check. The domain is N = 2^d: d <= 16 on ci and deep (the "every N = 2^d up to 2^16"),
// d <= 8 on smoke; the operator claims enumerate every operand tuple for N = 2, 4, 8.
#include "checkers/engine/exhaustive.hpp"
#include "checkers/groupops/common.hpp"

namespace cc::groupops_checks {
namespace {

using Fn = std::function<std::optional<Fields>(const Point&, const RunContext&)>;

Checker ex(const std::string& id, std::function<std::vector<Axis>(Budget)> axes, Fn fn,
           bool variant = true) {
  return {id,
          [=](const RunContext& ctx) {
            return run_exhaustive(
                {id,
                 axes(ctx.budget),
                 {},
                 [&](const Point& p) { return fn(p, ctx); },
                 [](const Point& p) { return std::uint64_t{1} << (p.empty() ? 0 : p[0] / 2); }},
                ctx);
          },
          variant};
}

std::vector<Axis> d_axis(Budget b, std::int64_t lo = 0) {
  return {{"d", lo, b == Budget::smoke ? 8 : 16, 0, 20}};
}
std::vector<Axis> no_axes(Budget) { return {}; }

}  // namespace
}  // namespace cc::groupops_checks

namespace cc {

std::vector<Checker> groupops_checkers() {
  using namespace groupops_checks;
  std::vector<Checker> v;
  auto d = [](Budget b) { return d_axis(b); };
  v.push_back(ex("groupops.pram.broadcast", d, [](const Point& p, const RunContext& c) {
    return check_broadcast(p[0], planted(c), Order::program);
  }));
  v.push_back(ex("groupops.pram.reduction", d, [](const Point& p, const RunContext& c) {
    return check_reduction(p[0], planted(c));
  }));
  v.push_back(ex("groupops.pram.prefix.literal", d, [](const Point& p, const RunContext& c) {
    return check_prefix(p[0], true, planted(c));
  }));
  v.push_back(ex("groupops.pram.prefix.corrected", d, [](const Point& p, const RunContext& c) {
    return check_prefix(p[0], false, planted(c));
  }));
  v.push_back(ex("groupops.pram.erew.whole_step", d, [](const Point& p, const RunContext& c) {
    return check_erew(p[0], Order::whole_step, planted(c));
  }));
  v.push_back(ex("groupops.pram.erew.substeps", d, [](const Point& p, const RunContext& c) {
    return check_erew(p[0], Order::program, planted(c));
  }));
  v.push_back(ex(
      "groupops.pram.orders", [](Budget b) { return d_axis(b, 1); },
      [](const Point& p, const RunContext&) { return check_orders(p[0]); }, false));
  v.push_back(ex(
      "groupops.pram.tables", no_axes,
      [](const Point&, const RunContext&) { return check_pram_tables(); }, false));
  v.push_back(ex("groupops.cube.broadcast", d, [](const Point& p, const RunContext& c) {
    return check_cube_broadcast(p[0], planted(c));
  }));
  v.push_back(ex("groupops.cube.reduction", d, [](const Point& p, const RunContext& c) {
    return check_cube_reduction(p[0], planted(c));
  }));
  v.push_back(ex("groupops.cube.prefix.literal", d, [](const Point& p, const RunContext& c) {
    return check_cube_prefix(p[0], true, planted(c));
  }));
  v.push_back(ex("groupops.cube.prefix.corrected", d, [](const Point& p, const RunContext& c) {
    return check_cube_prefix(p[0], false, planted(c));
  }));
  v.push_back(ex(
      "groupops.cube.tables", no_axes,
      [](const Point&, const RunContext&) { return check_cube_tables(); }, false));
  auto kax = [](Budget b) {
    return std::vector<Axis>{{"k", 0, b == Budget::smoke ? 10 : 16, 0, 20}};
  };
  v.push_back(ex(
      "groupops.binomial.properties", kax,
      [](const Point& p, const RunContext&) { return check_binomial_properties(p[0]); }, false));
  v.push_back(ex("groupops.binomial.broadcast", kax, [](const Point& p, const RunContext& c) {
    return check_binomial_broadcast(p[0], planted(c));
  }));
  auto ops = [](OpSet s) {
    return [s](Budget) {
      return std::vector<Axis>{{"d", 1, 3, 1, 3}, {"op", 0, op_count(s) - 1, 0, op_count(s) - 1}};
    };
  };
  v.push_back(ex("groupops.operator.associative_literal", ops(OpSet::associative),
                 [](const Point& p, const RunContext& c) {
                   return check_operator(OpSet::associative, p[1], p[0], true, planted(c));
                 }));
  v.push_back(ex("groupops.operator.associative", ops(OpSet::associative),
                 [](const Point& p, const RunContext& c) {
                   return check_operator(OpSet::associative, p[1], p[0], false, planted(c));
                 }));
  const std::pair<const char*, OpSet> bad[] = {{"groupops.operator.difference", OpSet::difference},
                                               {"groupops.operator.division", OpSet::division},
                                               {"groupops.operator.rps", OpSet::rps}};
  for (const auto& [id, s] : bad)
    v.push_back(ex(
        id, ops(s),
        [s = s](const Point& p, const RunContext&) {
          return check_operator(s, p[1], p[0], false, Planted::none);
        },
        false));
  return v;
}

}  // namespace cc
