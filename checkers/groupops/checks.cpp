// Checkers of the group-operations family (Ohtaki's slides): every procedure
// of the slides is run on its executor (spec/models/groupops.hpp) and what the executor computes
// and counts is compared with the slides' statements: correctness on the non-commutative interval
// witness and on +, step counts, EREW legality under each reading of a step, the N = 8 tables, and
// the remark on associativity ("補足") on integer, rational, rock-paper-scissors and 2x2-matrix
// operators. Each check reads: enumerate N = 2^d, execute, compare, report.
#include "checkers/groupops/common.hpp"

namespace cc::groupops_checks {

Planted planted(const RunContext& ctx) {
  return ctx.variant.empty() ? Planted::none : find_variant(ctx.variant).bug;
}

kit::Bind on_variant(Case fn) {
  return [fn](const RunContext& ctx) -> CaseFn {
    const Planted bug = planted(ctx);
    return [fn, bug](const Point& p) { return fn(bug, p); };
  };
}

kit::Options runs_procedure() { return {.takes_variant = true}; }

Fields violation_fields(std::int64_t N, const std::string& proc, const Violation& v) {
  Fields f{{"N", N}, {"procedure", proc}, {"rule", v.rule}, {"step", v.step}};
  if (v.cell >= 0) f.push_back({"cell", cell_name(v.cell)});
  f.push_back({"violation", v.detail});
  return f;
}

std::optional<Fields> first_without_d(std::int64_t N, const std::string& proc,
                                      const PramRun<Interval>& r) {
  for (std::int64_t i = 1; i <= N; ++i)
    if (r.a[static_cast<std::size_t>(i)] != Interval::single(0))
      return Fields{{"N", N},
                    {"procedure", proc},
                    {"P_i", i},
                    {"a(i)", show(r.a[static_cast<std::size_t>(i)])},
                    {"expected", "D = 0"}};
  return std::nullopt;
}

std::string show(const std::optional<Interval>& v) {
  return v ? witness::to_string(*v) : std::string("no value");
}

std::vector<std::optional<Interval>> pram_singles(std::int64_t N) {
  std::vector<std::optional<Interval>> a(static_cast<std::size_t>(N + 1));
  for (std::int64_t i = 1; i <= N; ++i) a[static_cast<std::size_t>(i)] = Interval::single(i);
  return a;
}

PramRun<Interval> run_interval(std::int64_t N, const std::vector<Iteration>& its, Order order) {
  return run_pram<Interval>(N, its, pram_singles(N), Interval::single(0), icombine(), order);
}

Op<Interval> icombine() {
  return [](const Interval& a, const Interval& b) { return witness::combine(a, b); };
}

std::optional<Fields> expect_prefixes(std::int64_t N, const std::string& proc,
                                      const PramRun<Interval>& r, bool only_first) {
  if (r.violation) return violation_fields(N, proc, *r.violation);
  for (std::int64_t i = 1; i <= (only_first ? 1 : N); ++i) {
    const auto want = Interval::range(1, only_first ? N : i);
    if (r.a[static_cast<std::size_t>(i)] != want)
      return Fields{{"N", N},
                    {"procedure", proc},
                    {"P_i", i},
                    {"a(i)", show(r.a[static_cast<std::size_t>(i)])},
                    {"expected", witness::to_string(want)}};
  }
  return std::nullopt;
}

std::optional<Fields> check_broadcast(std::int64_t d, Planted bug, Order order) {
  const std::int64_t N = std::int64_t{1} << d;
  const auto r = run_interval(N, broadcast(N, bug), order);
  if (r.violation) return violation_fields(N, "Broadcast", *r.violation);
  if (auto f = first_without_d(N, "Broadcast", r)) return f;
  if (r.iterations - 1 != d)
    return Fields{{"N", N},
                  {"procedure", "Broadcast"},
                  {"Stage 2 iterations", r.iterations - 1},
                  {"log2 N", d}};
  return std::nullopt;
}

std::optional<Fields> check_reduction(std::int64_t d, Planted bug) {
  const std::int64_t N = std::int64_t{1} << d;
  const auto its = reduction(N, bug);
  if (auto f = expect_prefixes(N, "Reduction", run_interval(N, its, Order::program), true))
    return f;
  std::vector<std::optional<std::int64_t>> a(static_cast<std::size_t>(N + 1));
  for (std::int64_t i = 1; i <= N; ++i) a[static_cast<std::size_t>(i)] = i;
  const auto s =
      run_pram<std::int64_t>(N, its, a, std::nullopt, std::plus<std::int64_t>(), Order::program);
  if (s.violation) return violation_fields(N, "Reduction", *s.violation);
  if (s.a[1] != N * (N + 1) / 2)
    return Fields{{"N", N},
                  {"procedure", "Reduction (+)"},
                  {"a(1)", s.a[1].value_or(-1)},
                  {"expected", N * (N + 1) / 2}};
  if (s.iterations != d)
    return Fields{
        {"N", N}, {"procedure", "Reduction"}, {"iterations", s.iterations}, {"log2 N", d}};
  return std::nullopt;
}

std::optional<Fields> check_prefix(std::int64_t d, bool literal, Planted bug) {
  const std::int64_t N = std::int64_t{1} << d;
  const auto r = run_interval(N, prefix(N, literal, bug), Order::program);
  if (auto f = expect_prefixes(N, literal ? "Prefix (as printed)" : "Prefix (b ⊕ a)", r, false))
    return f;
  if (r.iterations != d)
    return Fields{{"N", N}, {"procedure", "Prefix"}, {"iterations", r.iterations}, {"log2 N", d}};
  return std::nullopt;
}

// The EREW steps each procedure takes under a reading, and whether it is legal.
std::optional<Fields> check_erew(std::int64_t d, Order order, Planted bug) {
  const std::int64_t N = std::int64_t{1} << d;
  struct P {
    const char* name;
    std::vector<Iteration> its;
    std::int64_t steps;  // expected EREW (sub-)steps
  };
  const bool whole = order == Order::whole_step;
  const std::vector<P> procs = {{"Broadcast", broadcast(N, bug), whole ? d + 1 : 2 * (d + 1)},
                                {"Reduction", reduction(N, bug), whole ? d : 2 * d},
                                {"Prefix", prefix(N, false, bug), whole ? d : 2 * d}};
  for (const auto& p : procs) {
    const auto r = run_interval(N, p.its, order);
    if (r.violation) return violation_fields(N, p.name, *r.violation);
    if (r.steps != p.steps)
      return Fields{{"N", N}, {"procedure", p.name}, {"EREW steps", r.steps}, {"stated", p.steps}};
  }
  return std::nullopt;
}

// Which reading of a step each procedure is correct under (N >= 2): "correct", "wrong" (legal
// but a PE ends with the wrong value), or the rule the executor rejects it by.
std::optional<Fields> check_orders(std::int64_t d) {
  const std::int64_t N = std::int64_t{1} << d;
  auto status = [&](const PramRun<Interval>& r, bool correct) -> std::string {
    if (r.violation) return r.violation->rule;
    return correct ? "correct" : "wrong";
  };
  struct Want {
    Order order;
    const char *b, *red, *pre;
  };
  const Want table[] = {{Order::program, "correct", "correct", "correct"},
                        {Order::read_first, "correct", "wrong", "wrong"},
                        {Order::write_first, "wrong", "correct", "correct"},
                        {Order::whole_step, "one-address", "one-address", "one-address"},
                        {Order::whole_step_cells, "correct", "exclusive", "exclusive"}};
  for (const auto& w : table) {
    const auto rb = run_interval(N, broadcast(N), w.order);
    bool all_d = true;
    for (std::int64_t i = 1; i <= N; ++i)
      all_d = all_d && rb.a[static_cast<std::size_t>(i)] == Interval::single(0);
    const auto b = status(rb, all_d);
    const auto rr = run_interval(N, reduction(N), w.order);
    const auto red = status(rr, rr.a[1] == Interval::range(1, N));
    const auto rp = run_interval(N, prefix(N, false), w.order);
    const auto pre = status(rp, !expect_prefixes(N, "", rp, false));
    if (b != w.b || red != w.red || pre != w.pre)
      return Fields{{"N", N},         {"order", to_string(w.order)},
                    {"Broadcast", b}, {"Reduction", red},
                    {"Prefix", pre},  {"stated", std::string(w.b) + ", " + w.red + ", " + w.pre}};
  }
  return std::nullopt;
}

// ---- the hypercube ----

std::vector<Interval> cube_singles(std::int64_t N) {
  std::vector<Interval> a;
  for (std::int64_t i = 0; i < N; ++i) a.push_back(Interval::single(i));
  return a;
}

std::optional<Fields> first_wrong_pe(std::int64_t N, const std::string& proc,
                                     const std::vector<std::optional<Interval>>& got,
                                     const std::function<Interval(std::int64_t)>& want) {
  auto f = kit::first_mismatch(
      got, [&](std::size_t i) { return want(static_cast<std::int64_t>(i)); }, show, "value", "P_i");
  if (f) f->insert(f->begin(), {{"N", N}, {"procedure", proc}});
  return f;
}

// P_0 holds a_0 ⊕ ... ⊕ a_{N-1} (a reduction), or every P_i holds a_0 ⊕ ... ⊕ a_i (prefixes).
std::optional<Fields> cube_values(std::int64_t N, const std::string& proc,
                                  const CubeRun<Interval>& r, bool prefixes) {
  if (prefixes)
    return first_wrong_pe(N, proc, r.a, [](std::int64_t i) { return Interval::range(0, i); });
  return first_wrong_pe(N, proc, {r.a[0]}, [N](std::int64_t) { return Interval::range(0, N - 1); });
}

std::optional<Fields> cube_fields(std::int64_t N, const std::string& proc,
                                  const CubeRun<Interval>& r, std::int64_t d, bool prefixes) {
  if (r.violation) return violation_fields(N, proc, *r.violation);
  if (auto f = cube_values(N, proc, r, prefixes)) return f;
  if (r.steps != d) return Fields{{"N", N}, {"procedure", proc}, {"steps", r.steps}, {"log2 N", d}};
  return std::nullopt;
}

std::optional<Fields> check_cube_broadcast(std::int64_t d, Planted bug) {
  const std::int64_t N = std::int64_t{1} << d;
  const auto r = cube_broadcast<Interval>(N, Interval::single(7), bug);
  if (r.violation) return violation_fields(N, "Cube_Broadcast", *r.violation);
  for (std::int64_t i = 0; i < N; ++i)
    if (r.a[static_cast<std::size_t>(i)] != Interval::single(7))
      return Fields{{"N", N},
                    {"procedure", "Cube_Broadcast"},
                    {"P_i", i},
                    {"value", show(r.a[static_cast<std::size_t>(i)])},
                    {"expected", "D = 7"}};
  if (r.steps != d) return Fields{{"N", N}, {"steps", r.steps}, {"log2 N", d}};
  return std::nullopt;
}

std::optional<Fields> check_cube_reduction(std::int64_t d, Planted bug) {
  const std::int64_t N = std::int64_t{1} << d;
  return cube_fields(N, "Cube_Reduction",
                     cube_reduction<Interval>(N, cube_singles(N), icombine(), bug), d, false);
}

std::optional<Fields> check_cube_prefix(std::int64_t d, bool literal, Planted bug) {
  const std::int64_t N = std::int64_t{1} << d;
  return cube_fields(N, literal ? "Cube_Prefix_Sum (as printed)" : "Cube_Prefix_Sum (b ⊕ t)",
                     cube_prefix_sum<Interval>(N, cube_singles(N), icombine(), literal, bug), d,
                     true);
}

// Cube_Prefix_Sum on a half-duplex cube (a PE sends or receives in a step, not both; the other
// reading of its mutual exchange, docs/modelling-choices.md, groupops.cube.exchange): the plan as
// the slides write it breaks the rule (so the reading decides), and with each exchange split into
// two steps it leaves a_0 ⊕ ... ⊕ a_i in every s_i in 2 log2 N steps.
std::optional<Fields> check_cube_prefix_half_duplex(std::int64_t d, Planted bug) {
  const std::int64_t N = std::int64_t{1} << d;
  const std::string proc = "Cube_Prefix_Sum (b ⊕ t), each exchange in two half-duplex steps";
  const auto plan = cube_prefix_plan(N, false, bug);
  if (d >= 1 && bug == Planted::none) {
    const auto whole = run_cube_plan<Interval>(N, plan, cube_operands(cube_singles(N)), icombine(),
                                               false, true);
    if (!whole.violation || whole.violation->rule != "half-duplex")
      return Fields{{"N", N},
                    {"procedure", "Cube_Prefix_Sum (b ⊕ t) as one exchange per step"},
                    {"half-duplex rule", "not broken: the reading would not matter"}};
  }
  const auto r = run_cube_plan<Interval>(N, half_duplex_plan(plan), cube_operands(cube_singles(N)),
                                         icombine(), false, true);
  if (r.violation) return violation_fields(N, proc, *r.violation);
  if (auto f = cube_values(N, proc, r, true)) return f;
  if (r.steps != 2 * d)
    return Fields{{"N", N}, {"procedure", proc}, {"steps", r.steps}, {"2 log2 N", 2 * d}};
  return std::nullopt;
}

}  // namespace cc::groupops_checks
