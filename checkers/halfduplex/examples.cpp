// The worked examples of Lin and Hung (section 2): A(n, 4, 3) at n = 16m and A(n, 7, 3) at
// n = 37m, where the paper's quotients are integers, as totals (v, phase 1, C and R) and phase by
// phase (who holds y and the parts of z after each transfer), and the first example's sentence
// on phase 1 as printed.
#include <algorithm>
#include <utility>
#include <vector>

#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/common.hpp"
#include "checkers/halfduplex/phase_steps.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;

namespace {

// The examples' totals: p = 4, k = 3 with n = 16m and p = 7, k = 3 with n = 37m, as the paper
// writes them.
std::optional<Fields> check_example(const Point& x, i64 p) {
  const i64 n = (p == 4 ? 16 : 37) * x[0];
  const Executed r = run_alg(Algorithm::A, n, p, 3, find_variant("paper"));
  if (r.failure) return r.failure;
  const i64 C = r.ex.computation_steps, R = r.ex.communication_steps;
  const i64 wantC = p == 4 ? 7 * n / 16 - 1 : 10 * n / 37 - 1, wantR = p == 4 ? 15 : 45;
  const i64 v = split_v(n, p, 3), wantv = p == 4 ? n / 4 : 16 * n / 37;
  i64 ph1 = 0;
  for (const auto& ph : r.ex.phases)
    if (ph.phase == 1) ph1 = ph.computation;
  const i64 want1 = p == 4 ? n / 4 - 1 : 7 * n / 37 - 1;
  if (C != wantC || R != wantR || v != wantv || ph1 != want1)
    return Fields{
        {"n", n},          {"v", v},           {"C executed", C}, {"C paper", wantC},
        {"R executed", R}, {"R paper", wantR}, {"phase 1", ph1},  {"phase 1 paper", want1}};
  return std::nullopt;
}

// A(n, p, 3) with n = unit m: v = v_units m, c = c_units m, each part m values.
struct Example {
  i64 p, unit, v_units, c_units, phase1_R;
  int y_sender[3], root[3];  // phases 2, 3, 4, 1-based PEs
  bool exact_parts;          // P_j receives z_{i, (j-1)m+1 .. jm}
};
const Example kP4{4, 16, 4, 4, 0, {1, 4, 4}, {2, 3, 4}, true};
const Example kP7{7, 37, 16, 7, 15, {4, 7, 7}, {5, 6, 7}, false};

// The t (1..c) with z_{i,t} = b:(b + t - 1) held by P_pe, b = v + (i-1)c + 1.
std::vector<i64> z_held(const Held& h, i64 pe, i64 b, i64 c) {
  std::vector<i64> ts;
  for (const auto& x : h[static_cast<std::size_t>(pe - 1)])
    if (x.lo == b && x.hi < b + c) ts.push_back(x.hi - b + 1);
  return ts;
}

std::optional<Fields> check_example_phases(const Example& e, i64 m, const PrefixVariant& var) {
  const i64 p = e.p, k = 3, n = e.unit * m, v = e.v_units * m, c = e.c_units * m;
  const Schedule s = algorithm(Algorithm::A, n, p, k, var);
  const Execution ex = execute(s);
  if (ex.violation || ex.missing)
    return Fields{{"n", n},
                  {"legal", !ex.violation},
                  {"missing prefix", ex.missing ? "1:" + std::to_string(*ex.missing) : "none"}};
  const auto bad = [&](int ph, const std::string& what, i64 got, i64 want) {
    return Fields{{"n", n}, {"phase", ph}, {"what", what}, {"executed", got}, {"paper", want}};
  };
  const auto phase_counts = [](const Execution& x, int ph) {
    for (const auto& pc : x.phases)
      if (pc.phase == ph) return std::pair<i64, i64>{pc.computation, pc.communication};
    return std::pair<i64, i64>{0, 0};
  };
  const auto at = [&](std::size_t steps) { return holdings(s, steps); };
  // Phase 1.
  const auto [c1, r1] = phase_counts(ex, 1);
  if (c1 != c - 1) return bad(1, "computation steps", c1, c - 1);
  if (r1 != e.phase1_R) return bad(1, "communication steps", r1, e.phase1_R);
  const auto h1 = at(first_of(s, 2));
  if (!h1) return bad(1, "legal", 0, 1);
  if (!holds(*h1, p - k, 1, v)) return bad(1, "P_{p-k} holds y_v", 0, 1);
  for (i64 i = 1; i <= k; ++i)
    if (const i64 got = static_cast<i64>(z_held(*h1, p - k + i, v + (i - 1) * c + 1, c).size());
        got != c)
      return bad(1, "P_" + std::to_string(p - k + i) + " holds z_" + std::to_string(i) + ",t", got,
                 c);
  for (int ph = 2; ph <= k + 1; ++ph) {
    const i64 i = ph - 1, y = v + (i - 1) * c, b = y + 1;
    const int sender = e.y_sender[ph - 2], root = e.root[ph - 2];
    const auto [cp, rp] = phase_counts(ex, ph);
    const i64 want_r = ph <= k ? 2 * (p - 1) : p - 1;
    if (cp != m) return bad(ph, "computation steps", cp, m);
    if (rp != want_r) return bad(ph, "communication steps", rp, want_r);
    // y: before the phase only its sender holds it among the PEs; its first transfer (with the
    // parts in phase k + 1) takes p - 1 steps and leaves y on every PE.
    const std::size_t f = first_of(s, ph);
    const auto before = at(f), after_y = at(f + 1);
    if (!before || !after_y) return bad(ph, "legal", 0, 1);
    for (i64 q = 1; q <= p; ++q) {
      if (holds(*before, q, 1, y) != (q == sender))
        return bad(ph, "P_" + std::to_string(q) + " holds y_" + std::to_string(y) + " first", q,
                   sender);
      if (!holds(*after_y, q, 1, y))
        return bad(ph, "P_" + std::to_string(q) + " holds y after its transfer", 0, 1);
    }
    Schedule head = s;
    head.steps.resize(f + 1);
    if (const i64 ry = phase_counts(execute(head), ph).second; ry != p - 1)
      return bad(ph, "communication steps of the transfer of y", ry, p - 1);
    // The parts: the root keeps z_i, every other PE gets m of its values (p = 4: the j-th m).
    const auto parts = at(comp_of(s, ph));
    if (!parts) return bad(ph, "legal", 0, 1);
    for (i64 q = 1; q <= p; ++q) {
      const auto ts = z_held(*parts, q, b, c);
      const i64 want = q == root ? c : m;
      if (static_cast<i64>(ts.size()) != want)
        return bad(ph, "values of z_" + std::to_string(i) + " on P_" + std::to_string(q),
                   static_cast<i64>(ts.size()), want);
      if (e.exact_parts && q != root && (ts.front() != (q - 1) * m + 1 || ts.back() != q * m))
        return bad(ph, "first t of z_" + std::to_string(i) + ",t on P_" + std::to_string(q),
                   ts.front(), (q - 1) * m + 1);
    }
    // At the end of the phase P_p has y_{v + ic}.
    const auto end = at(comp_of(s, ph) + 1);
    if (!end || !holds(*end, p, 1, y + c)) return bad(ph, "P_p holds y_{v+ic}", 0, 1);
  }
  return std::nullopt;
}

// The first example as printed: "After phase 1 has completed, P_1 obtains z_{1,1}, ...,
// z_{1,n/4}; P_3 obtains z_{2,1}, ..., z_{2,n/4}; and P_4 obtains z_{3,1}, ..., z_{3,n/4}".
std::optional<Fields> check_p4_after_phase1(i64 m, const PrefixVariant& var) {
  const i64 n = 16 * m, v = 4 * m, c = 4 * m;
  const Schedule s = algorithm(Algorithm::A, n, 4, 3, var);
  const auto h = holdings(s, first_of(s, 2));
  if (!h) return Fields{{"n", n}, {"legal", false}};
  const i64 printed[3] = {1, 3, 4};
  bool ok = true;
  for (i64 i = 1; i <= 3; ++i)
    ok = ok && static_cast<i64>(z_held(*h, printed[i - 1], v + (i - 1) * c + 1, c).size()) == c;
  if (ok) return std::nullopt;
  Fields f{{"n", n}};
  for (i64 q = 1; q <= 2; ++q)
    f.push_back({"P_" + std::to_string(q) + " holds of z_{1,1..n/4}",
                 static_cast<i64>(z_held(*h, q, v + 1, c).size())});
  f.push_back({"P_1 holds y_{n/4}", holds(*h, 1, 1, v)});
  return f;
}

}  // namespace

std::optional<Fields> p4k3_case(const Point& x) { return check_example(x, 4); }
std::optional<Fields> p7k3_case(const Point& x) { return check_example(x, 7); }
std::optional<Fields> p4k3_phases_case(const PrefixVariant& var, const Point& x) {
  return check_example_phases(kP4, x[0], var);
}
std::optional<Fields> p7k3_phases_case(const PrefixVariant& var, const Point& x) {
  return check_example_phases(kP7, x[0], var);
}
std::optional<Fields> p4k3_after_phase1_case(const PrefixVariant& var, const Point& x) {
  return check_p4_after_phase1(x[0], var);
}

}  // namespace cc::halfduplex_checks
