// The domains of the LogP claims (domains.hpp).
#include "checkers/logp/domains.hpp"

#include <vector>

#include "checkers/logp/common.hpp"
#include "generators/logp.hpp"
#include "spec/algorithms/logp_sum.hpp"

namespace cc::logp_checks::domains {

namespace {

std::vector<Axis> log_axes(Budget b, std::int64_t o_lo) {
  const std::int64_t m = smoke(b) ? 4 : 8;
  return {{"L", 1, m, 1, 64}, {"o", o_lo, m, 0, 64}, {"g", 1, m, 1, 64}};
}

std::vector<Axis> small_axes(Budget b, std::int64_t o_lo) {
  const std::int64_t m = smoke(b) ? 3 : 6;
  return {{"L", 1, m, 1, 64}, {"o", o_lo, m, 0, 64}, {"g", 1, m, 1, 64}};
}

std::vector<Axis> pl_axes(Budget b, std::int64_t P, std::int64_t o_lo) {
  auto a = small_axes(b, o_lo);
  a.insert(a.begin(), Axis{"P", 1, P, 1, 1 << 16});
  return a;
}

std::vector<Axis> sum_axes(Budget b, std::int64_t o_lo) {
  const std::int64_t P = smoke(b) ? 10 : 24, m = smoke(b) ? 3 : 5;
  return {
      {"P", 2, P, 1, 1 << 12}, {"L", 1, m, 1, 64}, {"o", o_lo, m - 1, 0, 64}, {"g", 1, m, 1, 64}};
}

// The model's g >= o, and g >= o+1, on a point (P, L, o, g, ...).
bool g_ge_o(const Point& p) { return p[3] >= p[2]; }
bool g_gt_o(const Point& p) { return p[3] >= p[2] + 1; }

}  // namespace

kit::Domain one_case() {
  return {[](Budget) { return std::vector<Axis>{}; }};
}

kit::Domain counting(std::int64_t o_lo) {
  return {[o_lo](Budget b) { return log_axes(b, o_lo); }};
}

kit::Domain counting_zero_overhead() {
  return {[](Budget b) {
    auto a = log_axes(b, 0);
    a[1].hi = 0;
    return a;
  }};
}

kit::Domain counting_g_ge_o(bool case2) {
  kit::Domain d{[](Budget b) { return log_axes(b, 1); }};
  if (case2)
    d.admissible = [](const Point& p) { return p[2] >= p[1] && p[2] <= p[0] + 2 * p[1]; };
  else
    d.admissible = [](const Point& p) { return p[2] >= p[1]; };
  return d;
}

kit::Domain reach(std::int64_t o_lo) {
  return {[o_lo](Budget b) { return small_axes(b, o_lo); }};
}

kit::Domain obt(std::int64_t o_lo) {
  return {[o_lo](Budget b) { return pl_axes(b, smoke(b) ? 6 : 12, o_lo); }};
}

kit::Domain broadcast_programs() {
  return {[](Budget b) {
            return std::vector<Axis>{{"P", 2, b == Budget::deep ? 4 : 3, 1, 6},
                                     {"L", 1, 2, 1, 64},
                                     {"o", 1, 2, 1, 64},
                                     {"g", 1, 3, 1, 64}};
          },
          g_ge_o};
}

kit::Domain sum_programs() {
  return {[](Budget b) {
            return std::vector<Axis>{{"P", 1, b == Budget::deep ? 4 : smoke(b) ? 2 : 3, 1, 6},
                                     {"L", 1, 2, 1, 64},
                                     {"o", 1, 2, 1, 64},
                                     {"g", 1, 3, 1, 64}};
          },
          g_ge_o,
          // The solver's work grows about tenfold per PE (measured: P = 4 at T <= 12 takes a
          // minute where P = 3 takes seconds).
          [](const Point& p) {
            std::uint64_t w = 1;
            for (std::int64_t i = 1; i < p[0]; ++i) w *= 10;
            return w;
          },
          [](Budget b) { return Fields{{"T", "every T <= " + std::to_string(sum_programs_horizon(b))}}; }};
}

std::int64_t sum_programs_horizon(Budget b) { return b == Budget::deep ? 12 : 6; }

kit::Domain sum_cone_fig2() {
  return {[](Budget b) {
            return std::vector<Axis>{{"P", 2, smoke(b) ? 3 : 7, 1, 8},
                                     {"T", 0, b == Budget::deep ? 29 : smoke(b) ? 10 : 12, 0, 32}};
          },
          {},
          // The solver's work grows with P and T (docs/synth.md, "LogP").
          [](const Point& p) { return static_cast<std::uint64_t>(p[0] * (p[1] + 1) * (p[1] + 1)); },
          [](Budget) { return Fields{{"L, o, g", "5, 2, 4 (Figure 2)"}}; }};
}

kit::Domain tstar() {
  return {[](Budget b) { return pl_axes(b, smoke(b) ? 16 : 64, 0); }, g_ge_o};
}

kit::Domain chain(bool p2) {
  kit::Domain d{[](Budget b) { return pl_axes(b, smoke(b) ? 64 : 512, 1); }};
  if (p2) d.admissible = [](const Point& p) { return p[0] >= 2; };
  return d;
}

kit::Domain numbering() {
  return {[](Budget b) {
    const std::int64_t m = smoke(b) ? 3 : 4;
    return std::vector<Axis>{{"L", 1, m, 1, 64},
                             {"o", 0, m - 1, 0, 64},
                             {"g", 1, m, 1, 64},
                             {"T", 0, smoke(b) ? 16 : 40, 0, 1 << 12}};
  }};
}

kit::Sample large_broadcasts() { return {generators::logp_plog_axes, generators::logp_plog}; }

kit::Domain sstar(std::int64_t o_lo, bool strict) {
  return {[o_lo](Budget b) { return sum_axes(b, o_lo); }, strict ? g_gt_o : g_ge_o};
}

kit::Domain sstar_parents() {
  return {[](Budget b) {
    auto a = sum_axes(b, 0);
    a[0].hi = smoke(b) ? 12 : 40;
    return a;
  }};
}

kit::Domain alg2(std::int64_t o_lo, bool strict) {
  return {[o_lo](Budget b) {
            auto a = sum_axes(b, o_lo);
            a.push_back({"extra", 0, smoke(b) ? 6 : 12, 0, 1 << 20});
            return a;
          },
          strict ? g_gt_o : g_ge_o};
}

kit::Domain alg2_small_n() {
  return {[](Budget b) {
            auto a = sum_axes(b, 1);
            a.push_back({"N", 1, smoke(b) ? 12 : 32, 1, 1 << 20});
            return a;
          },
          [](const Point& p) {
            if (p[3] < p[2] + 1) return false;
            const logp::Tree t = logp::sum_tree(p[1], p[2], p[3], static_cast<u64>(p[0]), 0);
            return p[4] < logp::thm5_ns(t, p[2]);
          }};
}

kit::Domain least_time(bool strict) {
  return {[](Budget b) {
            const std::int64_t m = smoke(b) ? 3 : 5;
            return std::vector<Axis>{{"P", 2, smoke(b) ? 6 : 12, 1, 1 << 12},
                                     {"L", 1, m, 1, 64},
                                     {"o", 1, m - 1, 0, 64},
                                     {"g", 1, m, 1, 64},
                                     {"extra", 0, smoke(b) ? 6 : 12, 0, 1 << 20}};
          },
          strict ? g_gt_o : g_ge_o};
}

kit::Domain search_trees() {
  return {[](Budget b) {
            return std::vector<Axis>{{"P", 1,
                                      smoke(b)            ? 2
                                      : b == Budget::deep ? 4
                                                          : 3,
                                      1, 4},
                                     {"L", 1, smoke(b) ? 2 : 3, 1, 64},
                                     {"o", 1, 2, 0, 64},
                                     {"g", 1, smoke(b) ? 3 : 4, 1, 64},
                                     {"T", 0, smoke(b) ? 10 : 14, 0, 64}};
          },
          g_ge_o};
}

kit::Domain search_two_pes() {
  return {[](Budget b) {
            const bool sm = smoke(b), dp = b == Budget::deep;
            return std::vector<Axis>{{"L", 1, sm ? 1 : 2, 1, 64},
                                     {"o", 1, sm ? 1 : 2, 1, 64},
                                     {"g", 1, sm ? 2 : 3, 1, 64},
                                     {"T", 0,
                                      sm   ? 6
                                      : dp ? 9
                                           : 7,
                                      0, 12}};
          },
          [](const Point& p) { return p[2] >= p[1] && p[2] <= p[1] + 1; }};
}

}  // namespace cc::logp_checks::domains
