// The half-duplex claims that need phase 1 timed per lane (timing.hpp): section 7's rebalance and
// the timed reading of phase 1 against the componentwise one. Every time is executed: the
// schedule is built (with the top level's split shifted for the rebalance), run on the compressed
// executor under a timed cost (CostModel::timed, tau exact), checked for every prefix on the
// interval witness (a misordered operand shows), and its counts read; a running time is
// C + tau R of them, compared exactly as den C + num R.
#include "checkers/halfduplex/timing.hpp"

#include <string>
#include <vector>

#include "checkers/halfduplex/common.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;

namespace {

bool tau_ok(i64 t10) { return t10 == 1 || t10 == 10 || t10 == 100; }
// tau = tau10/10 in lowest terms.
struct Tau {
  i64 num, den;
};
Tau tau_of(i64 t10) { return t10 % 10 == 0 ? Tau{t10 / 10, 1} : Tau{t10, 10}; }
std::string tau_text(const Tau& t) { return frac(t.num, t.den); }

// One executed run at tau: its counts (the slower lane's at each level, CostModel::timed), its
// running time times tau's den, and the failure that stops a check.
struct TimedRun {
  i64 v = 0, C = 0, R = 0;
  i128 time = 0;  // den C + num R
  std::optional<Fields> failure;
};

Fields failure_of(const Execution& ex) {
  if (ex.violation)
    return Fields{{"rule", ex.violation->rule},
                  {"step", static_cast<std::uint64_t>(ex.violation->step + 1)},
                  {"P", static_cast<std::uint64_t>(ex.violation->pe + 1)},
                  {"violation", ex.violation->detail}};
  return Fields{{"missing prefix", "1:" + std::to_string(*ex.missing)}};
}

// alg(n, p, k) with the top level's v shifted by `shift` (on top of the variant's own), run at
// tau; E and F merged, a collective at 2 ceil(log2 q) whole steps.
TimedRun run_timed(Algorithm alg, i64 n, i64 p, i64 k, const PrefixVariant& var, i64 shift,
                   const Tau& tau) {
  PrefixVariant w = var;
  w.top_split_delta = var.top_split_delta + shift;
  TimedRun r;
  r.v = std::clamp<i64>(split_v(n, p, k, w.v_round_up) + w.split_delta + w.top_split_delta, 1,
                        n - 1);
  const Execution ex = execute(algorithm(alg, n, p, k, w, Reading::merged),
                               timed(CostModel{}, tau.num, tau.den));
  if (ex.violation || ex.missing) {
    r.failure = failure_of(ex);
    r.failure->insert(r.failure->begin(), {"v'", r.v});
    r.failure->insert(r.failure->begin(), {"algorithm", std::string(name(alg))});
    return r;
  }
  r.C = ex.computation_steps;
  r.R = ex.communication_steps;
  r.time = i128{tau.den} * r.C + i128{tau.num} * r.R;
  return r;
}

// The first p - k PEs' lane of phase 1 at the top level (every step of the recursion), run on
// its own: its communication steps.
i64 first_lane_comm(Algorithm alg, i64 n, i64 p, i64 k, const PrefixVariant& var) {
  Schedule s = algorithm(alg, n, p, k, var, Reading::merged);
  std::vector<Step> keep;
  for (auto& st : s.steps)
    if (st.level >= 1) keep.push_back(std::move(st));
  s.steps = std::move(keep);
  if (s.steps.empty()) return 0;
  return execute(s).communication_steps;
}

// t/den in lowest terms.
std::string time_text(i128 t, const Tau& tau) {
  i128 a = t < 0 ? -t : t, b = tau.den;
  while (b != 0) {
    const i128 r = a % b;
    a = b;
    b = r;
  }
  return a == 0 ? "0" : frac(t / a, tau.den / a);
}

std::optional<Fields> rebalance(const PrefixVariant& var, const Point& x) {
  const i64 p = x[0], k = x[1], m = x[2], n = m * as64(D(p, k) / 2);
  const Tau tau = tau_of(x[3]);
  for (Algorithm alg : {Algorithm::A, Algorithm::B, Algorithm::E, Algorithm::F}) {
    if (undefined(alg, n, p, k)) continue;
    const TimedRun at_v = run_timed(alg, n, p, k, var, 0, tau);
    if (at_v.failure) return at_v.failure;
    const i64 r1 = first_lane_comm(alg, n, p, k, var);
    // Every v' = v - d, d = 1, 2, ...: the run's time is at least the last k PEs' scan and the
    // top level's computation after phase 1, (n - v')/k - 1 + (n - v')/p; once that bound
    // reaches T(v) no larger d can be faster (the bound is checked on every run).
    bool faster = false;
    i64 best_v = at_v.v;
    i128 best_time = at_v.time;
    i64 tried = 0;
    for (i64 d = 1; at_v.v - d >= 1; ++d) {
      const i64 rest = n - (at_v.v - d);
      // bound * den * kp  vs  T(v) * kp (T(v) in units of 1/den)
      const i128 bound = (i128{rest} * (p + k) - i128{k} * p) * tau.den;
      if (d > 1 && bound >= at_v.time * k * p) break;  // v - 1 is always run
      TimedRun r = run_timed(alg, n, p, k, var, -d, tau);
      ++tried;
      if (r.failure) {
        r.failure->insert(r.failure->begin() + 2, {"n", n});
        return r.failure;
      }
      if (r.time * k * p < bound)
        return Fields{{"algorithm", std::string(name(alg))},
                      {"n", n},
                      {"v'", r.v},
                      {"running time", time_text(r.time, tau)},
                      {"below the bound (n - v')/k - 1 + (n - v')/p", frac(bound, tau.den * k * p)}};
      if (r.time < best_time) best_v = r.v, best_time = r.time;
      if (r.time < at_v.time) {
        faster = true;
        break;
      }
    }
    if (!faster)
      return Fields{{"algorithm", std::string(name(alg))},
                    {"n", n},
                    {"tau", tau_text(tau)},
                    {"v", at_v.v},
                    {"running time at v", time_text(at_v.time, tau)},
                    {"first p-k PEs' communication in phase 1", r1},
                    {"v' < v run (the others cannot be faster)", tried},
                    {"best v' <= v", best_v},
                    {"its running time", time_text(best_time, tau)}};
  }
  return std::nullopt;
}

}  // namespace

kit::Domain pkm_tau(kit::PerBudget<i64> p_max, kit::PerBudget<i64> m_max, bool slow_only) {
  return {[p_max, m_max, slow_only](Budget b) {
            const i64 P = p_max(b), M = m_max(b);
            return std::vector<Axis>{{"p", 3, P, 3, 1024},
                                     {"k", 1, P - 2, 1, 1022},
                                     {"m", 1, M, 1, 64},
                                     {"tau10", slow_only ? 100 : 1, 100, 1, 100}};
          },
          [](const Point& x) {
            return x[1] < x[0] - 1 && (x[0] - 1) % x[1] == 0 && tau_ok(x[3]);
          }};
}

std::optional<Fields> sec7_rebalance_case(const PrefixVariant& var, const Point& x) {
  return rebalance(var, x);
}

std::optional<Fields> timed_same_case(const PrefixVariant& var, const Point& x) {
  const i64 p = x[0], k = x[1], n = x[2] * as64(D(p, k) / 2);
  for (Algorithm alg : {Algorithm::A, Algorithm::B, Algorithm::E, Algorithm::F}) {
    if (undefined(alg, n, p, k)) continue;
    const Schedule s = algorithm(alg, n, p, k, var, Reading::merged);
    const Execution plain = execute(s);
    if (plain.violation || plain.missing) {
      Fields f = failure_of(plain);
      f.insert(f.begin(), {"algorithm", std::string(name(alg))});
      return f;
    }
    for (i64 t10 : {1, 10, 100}) {
      const Tau tau = tau_of(t10);
      const Execution ex = execute(s, timed(CostModel{}, tau.num, tau.den));
      if (ex.computation_steps != plain.computation_steps ||
          ex.communication_steps != plain.communication_steps)
        return Fields{{"n", n},
                      {"algorithm", std::string(name(alg))},
                      {"tau", tau_text(tau)},
                      {"C, R (componentwise)", std::to_string(plain.computation_steps) + ", " +
                                                   std::to_string(plain.communication_steps)},
                      {"C, R (timed per lane)", std::to_string(ex.computation_steps) + ", " +
                                                    std::to_string(ex.communication_steps)}};
    }
  }
  return std::nullopt;
}

kit::Domain pkn_b_tau(bool integral) {
  return {[](Budget b) {
            const i64 P = b == Budget::smoke ? 9 : b == Budget::ci ? 16 : 24;
            return std::vector<Axis>{{"p", 5, P, 5, 1024},
                                     {"k", 2, (P - 1) / 2, 2, 511},
                                     {"n", 19, 4 * P * P, 2, 1 << 22}};
          },
          [integral](const Point& x) {
            const i64 p = x[0], k = x[1], n = x[2];
            if (p < 2 * k + 1 || (p - 1) % k != 0) return false;
            if (n > 4 * p * p || 2 * n < D(p, k)) return false;
            return !integral || n % as64(D(p, k) / 2) == 0;
          }};
}

std::optional<Fields> b_faster_timed_case(const PrefixVariant& var, const Point& x) {
  const i64 p = x[0], k = x[1], n = x[2];
  for (i64 t10 : {1, 10, 100}) {
    const Tau tau = tau_of(t10);
    i128 t[4] = {};
    for (Algorithm alg : {Algorithm::A, Algorithm::B, Algorithm::E, Algorithm::F}) {
      TimedRun r = run_timed(alg, n, p, k, var, 0, tau);
      if (r.failure) return r.failure;
      t[static_cast<int>(alg)] = r.time;
    }
    const i128 a = t[0], b = t[1], e = t[2], f = t[3];
    if (!(b < a) || !(f <= e))
      return Fields{{"tau", tau_text(tau)},
                    {"time(A)", time_text(a, tau)},
                    {"time(B)", time_text(b, tau)},
                    {"time(E)", time_text(e, tau)},
                    {"time(F)", time_text(f, tau)},
                    {"fails", !(b < a) ? "B faster than A" : "F at least as fast as E"}};
  }
  return std::nullopt;
}

}  // namespace cc::halfduplex_checks
