// What Cube_Prefix_Sum's two registers hold after every step (Ohtaki's slides, the walk-through
// 「プレフィックス和の計算：初期化」 to 「Step3」: 「上段：部分和用
// t_i」「下段：部分プレフィックス和用 s_i」): after step j (dimension j) t_i is the partial sum of
// i's (j+1)-dimensional subcube and s_i the partial prefix within it. Executed on the hypercube
// executor, register by register, on the interval witness (operand order fixed), and for N = 8 with
// a_i = i and + as printed.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "checkers/groupops/common.hpp"

namespace cc::groupops_checks {

namespace {

// The registers t and s of every PE after each step of `plan`, run from c_i = a_i.
template <class T>
struct Registers {
  std::vector<std::vector<std::optional<T>>> t, s;
  std::optional<Violation> violation;
};

template <class T>
Registers<T> run_recording(std::int64_t N, const std::vector<CubeStep>& plan,
                           const std::vector<T>& a, const Op<T>& op) {
  Registers<T> r;
  CubeMachine<T> m(N, op, &cube_registers());
  m.reg.push_back(cube_operands(a));
  for (const auto& st : plan) {
    if (!cube_step(m, st)) {
      r.violation = m.violation;
      return r;
    }
    std::vector<std::optional<T>> t, s;
    for (std::int64_t i = 0; i < N; ++i) {
      t.push_back(m.at(i, kT));
      s.push_back(m.at(i, kC));
    }
    r.t.push_back(std::move(t));
    r.s.push_back(std::move(s));
  }
  return r;
}

std::string row(const std::vector<std::optional<std::int64_t>>& v) {
  std::string out;
  for (const auto& x : v) out += (out.empty() ? "" : ",") + (x ? std::to_string(*x) : "-");
  return "(" + out + ")";
}

}  // namespace

std::optional<Fields> cube_prefix_invariant(std::int64_t N, const std::vector<CubeStep>& plan) {
  const auto r = run_recording<Interval>(N, plan, cube_singles(N), icombine());
  if (r.violation) return violation_fields(N, "Cube_Prefix_Sum", *r.violation);
  for (std::size_t j = 0; j < r.t.size(); ++j) {
    const std::int64_t w = std::int64_t{1} << std::min<std::size_t>(j + 1, 62);
    for (std::int64_t i = 0; i < N; ++i) {
      const std::int64_t lo = i - i % w;
      const auto t_want = Interval::range(lo, std::min(lo + w - 1, N - 1));
      const auto s_want = Interval::range(lo, i);
      const auto& t = r.t[j][static_cast<std::size_t>(i)];
      const auto& s = r.s[j][static_cast<std::size_t>(i)];
      if (t != t_want || s != s_want)
        return Fields{{"N", N},
                      {"after step", static_cast<std::int64_t>(j + 1)},
                      {"dimension", static_cast<std::int64_t>(j)},
                      {"P_i", i},
                      {"t_i", show(t)},
                      {"t_i expected (部分和)", witness::to_string(t_want)},
                      {"s_i", show(s)},
                      {"s_i expected (部分プレフィックス和)", witness::to_string(s_want)}};
    }
  }
  if (static_cast<std::int64_t>(r.t.size()) != ceil_log2(N))
    return Fields{{"N", N},
                  {"steps", static_cast<std::int64_t>(r.t.size())},
                  {"log2 N", static_cast<std::int64_t>(ceil_log2(N))}};
  return std::nullopt;
}

// The walk-through's N = 8, a_i = i, + as printed: t and s after Steps 1, 2 and 3.
std::optional<Fields> cube_prefix_walkthrough(Planted bug) {
  const std::vector<std::int64_t> a = {0, 1, 2, 3, 4, 5, 6, 7};
  const auto r =
      run_recording<std::int64_t>(8, cube_prefix_plan(8, true, bug), a, std::plus<std::int64_t>());
  if (r.violation) return violation_fields(8, "Cube_Prefix_Sum", *r.violation);
  const std::vector<std::string> t_want = {"(1,1,5,5,9,9,13,13)", "(6,6,6,6,22,22,22,22)",
                                           "(28,28,28,28,28,28,28,28)"},
                                 s_want = {"(0,1,2,5,4,9,6,13)", "(0,1,3,6,4,9,15,22)",
                                           "(0,1,3,6,10,15,21,28)"};
  for (std::size_t j = 0; j < 3; ++j) {
    const auto t = j < r.t.size() ? row(r.t[j]) : "no step";
    const auto s = j < r.s.size() ? row(r.s[j]) : "no step";
    if (t != t_want[j] || s != s_want[j])
      return Fields{{"N", 8}, {"after step", static_cast<std::int64_t>(j + 1)},
                    {"t", t}, {"t expected", t_want[j]},
                    {"s", s}, {"s expected", s_want[j]}};
  }
  return std::nullopt;
}

std::optional<Fields> check_cube_prefix_invariant(std::int64_t d, Planted bug) {
  const std::int64_t N = std::int64_t{1} << d;
  if (auto f = cube_prefix_invariant(N, cube_prefix_plan(N, false, bug))) return f;
  return d == 3 ? cube_prefix_walkthrough(bug) : std::nullopt;
}

}  // namespace cc::groupops_checks
