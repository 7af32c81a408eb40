// Algorithm A phase by phase at every p = kq + 1 and every k (section 2's general description,
// generalising the worked examples p = 4, 7 of examples.cpp), and who communicates in phase 1 of
// A, B, E and F (sections 2 and 3). Both read the executed schedule: the per-phase counts of the
// compressed executor and what each PE holds, by the literal executor, at the phases' borders.
#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/common.hpp"
#include "checkers/halfduplex/phase_steps.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;

namespace {

// How many of z_{i,t} = b:(b + t - 1), t = 1..c, P_pe holds.
i64 z_count(const Held& h, i64 pe, i64 b, i64 c) {
  i64 got = 0;
  for (const auto& x : h[static_cast<std::size_t>(pe - 1)])
    if (x.lo == b && x.hi < b + c) ++got;
  return got;
}
std::pair<i64, i64> phase_counts(const Execution& x, int ph) {
  for (const auto& pc : x.phases)
    if (pc.phase == ph) return {pc.computation, pc.communication};
  return {0, 0};
}

}  // namespace

std::optional<Fields> alg_a_phases_case(const PrefixVariant& var, const Point& x) {
  const i64 p = x[0], k = x[1], m = x[2];
  const i64 n = m * as64(D(p, k) / 2), v = m * as64(D(p - k, k) / 2), c = m * p;
  const Schedule s = algorithm(Algorithm::A, n, p, k, var);
  const Execution ex = execute(s);
  if (const i64 sv = split_v(n, p, k); sv != v)
    return Fields{{"n", n}, {"v run", sv}, {"v = n(p^2-kp+k+1)/(p^2+kp+k+1)", v}};
  const auto bad = [&](int ph, const std::string& what, i64 got, i64 want) {
    return Fields{{"n", n},       {"v", v},          {"c", c},       {"phase", ph},
                  {"what", what}, {"executed", got}, {"paper", want}};
  };
  if (ex.violation || ex.missing)
    return Fields{{"n", n},
                  {"legal", !ex.violation},
                  {"missing prefix", ex.missing ? "1:" + std::to_string(*ex.missing) : "none"}};
  // The marks: before phase 2, and per phase ph: before it, after its first transfer, before
  // its computation block, after it.
  std::vector<std::size_t> marks;
  for (int ph = 2; ph <= k + 1; ++ph) {
    const std::size_t f = first_of(s, ph), cb = comp_of(s, ph);
    marks.insert(marks.end(), {f, f + 1, cb, cb + 1});
  }
  const auto snaps = holdings_at(s, marks);
  if (!snaps) return bad(1, "legal", 0, 1);
  // Phase 1: c - 1 computation steps, R(v, p - k, k) communication steps (0 when p = k + 1),
  // both executed on A(v, p - k, k) alone and by Theorem 4.
  const auto [c1, r1] = phase_counts(ex, 1);
  if (c1 != c - 1) return bad(1, "computation steps (c - 1)", c1, c - 1);
  const i64 r_thm4 = p - k == 1 ? 0 : as64(thm4_R(p - k, k));
  if (r1 != r_thm4) return bad(1, "communication steps (Theorem 4's R(v, p - k, k))", r1, r_thm4);
  if (p - k >= 2) {
    const Execution inner = execute(algorithm(Algorithm::A, v, p - k, k, var));
    if (inner.violation) return bad(1, "A(v, p - k, k) legal", 0, 1);
    if (r1 != inner.communication_steps)
      return bad(1, "communication steps (A(v, p - k, k) run alone)", r1,
                 inner.communication_steps);
  }
  const Held& h1 = (*snaps)[0];
  if (!holds(h1, p - k, 1, v)) return bad(1, "P_{p-k} holds y_v", 0, 1);
  for (i64 i = 1; i <= k; ++i)
    if (const i64 got = z_count(h1, p - k + i, v + (i - 1) * c + 1, c); got != c)
      return bad(1, "P_" + std::to_string(p - k + i) + " holds z_" + std::to_string(i) + ",t", got,
                 c);
  for (int ph = 2; ph <= k + 1; ++ph) {
    const i64 i = ph - 1, y = v + (i - 1) * c, b = y + 1;
    const i64 sender = ph == 2 ? p - k : p, root = p - k + ph - 1;
    const auto [cp, rp] = phase_counts(ex, ph);
    // Phases 2..k: y's p - 1 transfers, then the scatter's p - 1; phase k + 1 (k >= 2): P_p
    // sends y with the parts, p - 1 (k = 1: the holder P_{p-1} is not the root P_p).
    const i64 want_r = ph <= k || k == 1 ? 2 * (p - 1) : p - 1;
    if (cp != m) return bad(ph, "computation steps (c/p)", cp, m);
    if (rp != want_r) return bad(ph, "communication steps", rp, want_r);
    const std::size_t at = static_cast<std::size_t>(4 * (ph - 2));
    const Held &before = (*snaps)[at], &after_y = (*snaps)[at + 1], &parts = (*snaps)[at + 2],
               &end = (*snaps)[at + 3];
    for (i64 q = 1; q <= p; ++q) {
      if (holds(before, q, 1, y) != (q == sender))
        return bad(ph, "P_" + std::to_string(q) + " holds y_" + std::to_string(y) + " first", q,
                   sender);
      if (!holds(after_y, q, 1, y))
        return bad(ph, "P_" + std::to_string(q) + " holds y after its transfer", 0, 1);
      const i64 want = q == root ? c : m;
      if (const i64 got = z_count(parts, q, b, c); got != want)
        return bad(ph, "values of z_" + std::to_string(i) + " on P_" + std::to_string(q), got,
                   want);
    }
    // y's transfer is the phase's first p - 1 communication steps.
    Schedule head = s;
    head.steps.resize(first_of(s, ph) + 1);
    if (const i64 ry = phase_counts(execute(head), ph).second; ry != p - 1)
      return bad(ph, "communication steps of the transfer of y", ry, p - 1);
    if (!holds(end, p, 1, y + c)) return bad(ph, "P_p holds y_{v+(m-1)c}", 0, 1);
  }
  return std::nullopt;
}

// Who communicates in phase 1 (every step of level 0 and phase 1, and the whole recursion).
std::optional<Fields> phase1_roles_case(const PrefixVariant& var, const Point& x) {
  const i64 p = x[0], k = x[1], n = as64(D(p, k) / 2);
  for (Algorithm alg : {Algorithm::A, Algorithm::B, Algorithm::E, Algorithm::F}) {
    if (undefined(alg, n, p, k)) continue;
    const Schedule s = algorithm(alg, n, p, k, var, Reading::merged);
    const Execution ex = execute(s);
    if (ex.violation || ex.missing)
      return Fields{{"algorithm", name(alg)}, {"legal", !ex.violation}};
    std::set<Pe> talk;
    bool cross = false, first_only = true;
    for (const Step& st : s.steps) {
      if (!(st.level >= 1 || st.phase == 1)) continue;
      for (const Message& msg : st.messages) {
        talk.insert(msg.from);
        talk.insert(msg.to);
        const bool a = msg.from >= p - k, b = msg.to >= p - k;
        cross = cross || a != b;
        first_only = first_only && !a && !b;
      }
    }
    const auto fail = [&](const std::string& what, i64 pe) {
      return Fields{
          {"n", n}, {"algorithm", std::string(name(alg)) + "(n,p,k)"}, {"what", what}, {"P", pe}};
    };
    const bool moves = alg == Algorithm::B || alg == Algorithm::F;
    for (i64 q = 1; q <= p; ++q) {
      const bool t = talk.count(static_cast<Pe>(q - 1)) > 0, last = q > p - k;
      // A, E: the last k are silent; the first p - k communicate unless p - k = 1.
      // B, F: everyone communicates (the last k exchange the moved parts).
      const bool want = moves ? true : (!last && p - k >= 2);
      if (t != want) return fail(t ? "communicates in phase 1" : "silent in phase 1", q);
    }
    if (cross) return fail("a phase-1 message between the first p - k and the last k", 0);
    if (!moves && !first_only) return fail("a phase-1 message outside the first p - k", 0);
  }
  return std::nullopt;
}

}  // namespace cc::halfduplex_checks
