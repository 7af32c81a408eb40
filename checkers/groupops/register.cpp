// Binds each groupops claim (spec/claims/groupops.cpp; Ohtaki's slides) to its
// check. Domains per budget (smoke / ci / deep):
//   N = 2^d, binomial level k:       d, k <= 8 (k <= 10) / 16 / 16 (the issue's "every N = 2^d up
//                                    to 2^16"); the doubling invariants and step counts too
//   any N (not only powers of two):  N <= 64 / 1024 / 4096 (also the naive broadcast)
//   binomial.higher_first (k! orders): k <= 5 / 8 / 9
//   operator.associative.large:      d <= 6 / 16 / 16 (strings d <= 10)
//   operator.nonassociative:         d <= 5 / 16 / 16
// The operator claims for N <= 8 enumerate every operand tuple of N = 2, 4, 8 on every budget.
#include <algorithm>

#include "checkers/engine/exhaustive.hpp"
#include "checkers/groupops/common.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::groupops_checks {
namespace {

using Fn = std::function<std::optional<Fields>(const Point&, const RunContext&)>;
using Weight = std::function<std::uint64_t(const Point&)>;

// Progress weight: about the work of one point, 2^d (or N) PEs.
std::uint64_t pow_weight(const Point& p) { return std::uint64_t{1} << (p.empty() ? 0 : p[0]); }
std::uint64_t n_weight(const Point& p) { return static_cast<std::uint64_t>(p[0]); }

// `note`: what the domain's axes do not say (operand choice, caps), echoed in the report's domain.
Checker ex(const std::string& id, std::function<std::vector<Axis>(Budget)> axes, Fn fn,
           bool variant = true, Weight weight = pow_weight,
           std::function<bool(const Point&)> admissible = {}, Fields note = {}) {
  return {id,
          [=](const RunContext& ctx) {
            if (admissible && ctx.pinned) {  // a replayed point must lie in the domain
              const auto pinned = pin_axes(axes(ctx.budget), ctx, id);
              Point p;
              for (const auto& a : pinned) p.push_back(a.lo);
              const bool single = std::all_of(pinned.begin(), pinned.end(),
                                              [](const Axis& a) { return a.lo == a.hi; });
              if (single && !admissible(p))
                throw UsageError("--case: " + to_text(point_fields(pinned, p)) +
                                 " is outside the domain of " + id);
            }
            Outcome o = run_exhaustive({id, axes(ctx.budget), admissible,
                                        [&](const Point& p) { return fn(p, ctx); }, weight},
                                       ctx);
            o.domain.insert(o.domain.end(), note.begin(), note.end());
            return o;
          },
          variant};
}

std::int64_t by_budget(Budget b, std::int64_t smoke, std::int64_t ci, std::int64_t deep) {
  return b == Budget::smoke ? smoke : b == Budget::ci ? ci : deep;
}

std::vector<Axis> d_axis(Budget b, std::int64_t lo = 0) {
  return {{"d", lo, b == Budget::smoke ? 8 : 16, 0, 20}};
}
std::vector<Axis> n_axis(Budget b) { return {{"N", 1, by_budget(b, 64, 1024, 4096), 1, 65536}}; }
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
  v.push_back(ex("groupops.pram.broadcast.doubling", d, [](const Point& p, const RunContext& c) {
    return check_broadcast_doubling(p[0], planted(c));
  }));
  v.push_back(ex(
      "groupops.pram.broadcast.naive", n_axis,
      [](const Point& p, const RunContext& c) { return check_naive_broadcast(p[0], planted(c)); },
      true, n_weight));
  v.push_back(ex("groupops.pram.reduction.doubling", d, [](const Point& p, const RunContext& c) {
    return check_reduction_doubling(p[0], planted(c));
  }));
  v.push_back(ex("groupops.pram.prefix.doubling", d, [](const Point& p, const RunContext& c) {
    return check_prefix_doubling(p[0], planted(c));
  }));
  v.push_back(ex("groupops.steps.proportional", d, [](const Point& p, const RunContext& c) {
    return check_step_counts(p[0], planted(c));
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
      "groupops.pram.erew.whole_step.cells", d,
      [](const Point& p, const RunContext&) { return check_whole_step_cells(p[0]); }, false));
  v.push_back(ex(
      "groupops.pram.orders", [](Budget b) { return d_axis(b, 1); },
      [](const Point& p, const RunContext&) { return check_orders(p[0]); }, false));
  v.push_back(ex(
      "groupops.pram.tables", no_axes,
      [](const Point&, const RunContext&) { return check_pram_tables(); }, false));
  const std::pair<const char*, bool> bcast[] = {{"groupops.pram.any_n.broadcast.printed", false},
                                                {"groupops.pram.any_n.broadcast", true}};
  for (const auto& [id, guarded] : bcast)
    v.push_back(ex(
        id, n_axis,
        [g = guarded](const Point& p, const RunContext& c) {
          return check_any_n_broadcast(p[0], g, planted(c));
        },
        true, n_weight));
  const std::pair<const char*, bool> red[] = {{"groupops.pram.any_n.reduction.printed", false},
                                              {"groupops.pram.any_n.reduction", true}};
  for (const auto& [id, guarded] : red)
    v.push_back(ex(
        id, n_axis,
        [g = guarded](const Point& p, const RunContext& c) {
          return check_any_n_reduction(p[0], g, planted(c));
        },
        true, n_weight));
  v.push_back(ex(
      "groupops.pram.any_n.prefix", n_axis,
      [](const Point& p, const RunContext& c) { return check_any_n_prefix(p[0], planted(c)); },
      true, n_weight));
  v.push_back(ex(
      "groupops.pram.any_n.floor", n_axis,
      [](const Point& p, const RunContext&) { return check_any_n_floor(p[0]); }, false, n_weight));
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
  const std::pair<const char*, bool> cube[] = {{"groupops.cube.any_n.printed", false},
                                               {"groupops.cube.any_n", true}};
  for (const auto& [id, guarded] : cube)
    v.push_back(ex(
        id, n_axis,
        [g = guarded](const Point& p, const RunContext& c) {
          return check_cube_any_n(p[0], g, planted(c));
        },
        true, n_weight));
  auto kax = [](Budget b) {
    return std::vector<Axis>{{"k", 0, b == Budget::smoke ? 10 : 16, 0, 20}};
  };
  v.push_back(ex(
      "groupops.binomial.properties", kax,
      [](const Point& p, const RunContext&) { return check_binomial_properties(p[0]); }, false));
  v.push_back(ex("groupops.binomial.broadcast", kax, [](const Point& p, const RunContext& c) {
    return check_binomial_broadcast(p[0], planted(c));
  }));
  v.push_back(ex("groupops.binomial.scatter", kax, [](const Point& p, const RunContext& c) {
    return check_binomial_scatter(p[0], planted(c));
  }));
  v.push_back(ex("groupops.binomial.gather", kax, [](const Point& p, const RunContext& c) {
    return check_binomial_gather(p[0], planted(c));
  }));
  v.push_back(ex("groupops.binomial.reduction", kax, [](const Point& p, const RunContext& c) {
    return check_binomial_reduction(p[0], planted(c));
  }));
  v.push_back(ex(
      "groupops.binomial.embedding", kax,
      [](const Point& p, const RunContext&) { return check_binomial_embedding(p[0]); }, false));
  v.push_back(ex(
      "groupops.binomial.higher_first",
      [](Budget b) {
        return std::vector<Axis>{{"k", 0, by_budget(b, 5, 8, 9), 0, 10}};
      },
      [](const Point& p, const RunContext&) { return check_binomial_higher_first(p[0]); }, false,
      [](const Point& p) {
        std::uint64_t f = 1;
        for (std::int64_t i = 2; i <= p[0]; ++i) f *= static_cast<std::uint64_t>(i);
        return f << p[0];
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
  v.push_back(ex(
      "groupops.operator.named.printed", ops(OpSet::associative),
      [](const Point& p, const RunContext& c) {
        return check_operator(OpSet::associative, p[1], p[0], true, planted(c));
      },
      true, pow_weight, [](const Point& p) { return p[1] != 4; },  // not the matrices
      Fields{{"ops", "0 sum, 1 product, 2 max, 3 min, 5 bitwise and, 6 or, 7 xor"}}));
  v.push_back(ex("groupops.operator.associative", ops(OpSet::associative),
                 [](const Point& p, const RunContext& c) {
                   return check_operator(OpSet::associative, p[1], p[0], false, planted(c));
                 }));
  v.push_back(ex(
      "groupops.operator.associative.large",
      [](Budget b) {
        return std::vector<Axis>{{"d", 1, by_budget(b, 6, 16, 16), 1, 16},
                                 {"op", 0, large_op_count() - 1, 0, large_op_count() - 1}};
      },
      [](const Point& p, const RunContext& c) {
        return check_operator_large(p[1], p[0], planted(c));
      },
      true, pow_weight, [](const Point& p) { return large_op_admissible(p[1], p[0]); },
      Fields{{"ops", "0 sum, 1 product mod 2^31-1, 2 max, 3 min, 4 2x2 matrices mod 5, 5 strings"},
             {"strings_d_max", std::int64_t{10}},
             {"operands", "x_i = splitmix64(op, i), fixed"}}));
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
  v.push_back(ex(
      "groupops.operator.nonassociative",
      [](Budget b) {
        return std::vector<Axis>{{"d", 0, by_budget(b, 5, 16, 16), 0, 16}, {"op", 0, 2, 0, 2}};
      },
      [](const Point& p, const RunContext&) { return check_nonassociative(p[1], p[0]); }, false,
      pow_weight, {},
      Fields{
          {"ops", "0 difference, 1 division, 2 rock-paper-scissors"},
          {"tuples", "N <= 2: all of {0,1,2}^N, {1,2,3}^N, hands^N; N >= 4: pad...pad w1 w2 w3"}}));
  return v;
}

}  // namespace cc
