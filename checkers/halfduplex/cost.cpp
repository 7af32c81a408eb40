// The asymptotic statements of Lin and Hung made concrete, on executed runs at the n where every
// quotient of the paper is an integer (n = m(p^2 + kp + k + 1)/2, or the least such n above a
// bound): Theorem 6 and B's, E's and F's cost optimality, C = Theta(n/p), S = Theta(p^2), and
// section 6's A against L and every family against PLL. Every bound is compared in exact
// integers. The constants (each claim's statement says why):
//  - pC < 2n at integral n (Theorem 2: p(p + k) < p^2 + kp + k + 1), and C + 1 >= (2p - 1)n/p^2
//    ((k + 1)/(p^2 + kp + k + 1) <= 1/2p, equal at k = p - 1);
//  - R < 2p^2 for A (Theorem 4; R(n, p, p - 1) = (2p - 3)(p - 1)); S < 5p^2/4 for B and
//    S >= 17p^2/25 (the sum of section 3's components, S = k(2k-1)q(q+1)/2 - (k-1)^2(q-1) for
//    p = kq + 1: 5p^2 - 4S = k^2(q^2 - 4) + 2kq^2 + 4kq + 8k + 4q + 1 > 0 and 100S - 68p^2 >=
//    28q^2 - 72q + 32 >= 0 for k, q >= 2, equal at p = 5, k = 2); T <= 4(p - 1) ceil(log2 p) for
//    E and F (halfduplex.e.t_plogp, halfduplex.alg_f.vs_e).
#include <algorithm>

#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/common.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;

i64 least_integral_at_least(i64 x, i64 p, i64 k) {
  const i64 half = static_cast<i64>(D(p, k) / 2);
  return std::max<i64>(1, (x + half - 1) / half) * half;
}

// ---- Theorem 6, section 3 (B), section 4: cost optimality as a bound over m and p ----

std::optional<Fields> check_cost(const CostBound& b, i64 p, i64 k, i64 m, const PrefixVariant& var,
                                 Reading reading) {
  if (undefined(b.alg, p, p, k)) return std::nullopt;
  const i64 lg = collective_cost(p) / 2;  // ceil(log2 p)
  i64 base = p * p * p;
  if (b.below)
    base = p * p;
  else if (b.alg == Algorithm::E || b.alg == Algorithm::F)
    base = p * p * lg;
  const i64 n = least_integral_at_least(m * base, p, k);
  const Got r = ran(b.alg, n, p, k, var, reading);
  if (r.failure) return r.failure;
  const i128 cost = i128{p} * (r.row.C + r.row.R);
  bool ok;
  std::string bound;
  if (!b.below) {
    ok = cost * m * b.c_den < (2 * i128{m} * b.c_den + b.c_num) * n;
    bound = frac((2 * i128{m} * b.c_den + b.c_num) * n, i128{m} * b.c_den);
  } else {
    ok = cost * (m + 1) * b.c_den >= i128{b.c_num} * (p - 1) * n;
    bound = frac(i128{b.c_num} * (p - 1) * n, i128{m + 1} * b.c_den);
  }
  if (ok) return std::nullopt;
  return Fields{{"algorithm", std::string(name(b.alg))},
                {"n", n},
                {"C", r.row.C},
                {b.alg == Algorithm::B   ? "S"
                 : b.alg == Algorithm::A ? "R"
                                         : "T",
                 r.row.R},
                {"p(C+R)", dec(cost)},
                {b.below ? "at least" : "below", bound}};
}

kit::Bind cost(CostBound b) {
  return [b](const RunContext& ctx) -> CaseFn {
    const PrefixVariant* var = &variant_of(ctx);
    return [b, var](const Point& x) { return check_cost(b, x[0], x[1], x[2], *var); };
  };
}

kit::Bind ef_cost(Reading reading) {
  return [reading](const RunContext& ctx) -> CaseFn {
    const PrefixVariant* var = &variant_of(ctx);
    return [reading, var](const Point& x) -> std::optional<Fields> {
      if (auto f = check_cost({Algorithm::E, false, 4, 1}, x[0], x[1], x[2], *var, reading))
        return f;
      return check_cost({Algorithm::F, false, 4, 1}, x[0], x[1], x[2], *var, reading);
    };
  };
}

// ---- C = Theta(n/p) (sections 3 and 4), S = Theta(p^2) (section 3) ----

std::optional<Fields> check_c_theta(i64 p, i64 k, i64 m, bool strict_lower,
                                    const PrefixVariant& var) {
  const i64 n = m * static_cast<i64>(D(p, k) / 2);
  const Got r = ran(Algorithm::A, n, p, k, var);
  if (r.failure) return r.failure;
  const i128 lo = i128{2 * p - 1} * n, at = i128{p} * p * (r.row.C + 1);
  const bool lower = strict_lower ? lo < at : lo <= at;
  const bool upper = i128{p} * (r.row.C + 1) < 2 * i128{n};
  if (lower && upper) return std::nullopt;
  return Fields{{"n", n},
                {"C executed", r.row.C},
                {"(2p-1)n/p^2 - 1", frac(lo - i128{p} * p, i128{p} * p)},
                {"2n/p - 1", frac(2 * i128{n} - p, p)}};
}

std::optional<Fields> c_theta_case(const PrefixVariant& var, const Point& x) {
  return check_c_theta(x[0], x[1], x[2], false, var);
}

std::optional<Fields> check_s_theta(i64 p, i64 k, i64 m, i64 lo_num, i64 lo_den,
                                    const PrefixVariant& var) {
  if (undefined(Algorithm::B, p, p, k)) return std::nullopt;
  const i64 n = m * static_cast<i64>(D(p, k) / 2);
  const Got r = ran(Algorithm::B, n, p, k, var);
  if (r.failure) return r.failure;
  const i128 S = r.row.R, p2 = i128{p} * p;
  if (lo_num * p2 <= lo_den * S && 4 * S < 5 * p2) return std::nullopt;
  return Fields{{"n", n},
                {"S executed", r.row.R},
                {"lower bound", frac(lo_num * p2, lo_den)},
                {"5p^2/4", frac(5 * p2, 4)}};
}

std::optional<Fields> s_theta_case(const PrefixVariant& var, const Point& x) {
  return check_s_theta(x[0], x[1], x[2], 17, 25, var);
}

// ---- section 6: A against L, and every family against PLL ----

// At the least n integral for A(n, p, k) and L = A(n, p, 1), k >= 2: C(A) < C(L), and R(A) <=
// R(L) when p >= 2k^2 - 3k + 1 (A faster for every tau), R(A) > R(L) otherwise (tau decides).
std::optional<Fields> a_vs_l_case(const PrefixVariant& var, const Point& x) {
  const i64 p = x[0], k = x[1];
  const i64 n = halfduplex_assumptions::least_integral_n_b_and_l(p, k);
  const Got a = ran(Algorithm::A, n, p, k, var), l = ran(Algorithm::A, n, p, 1, var);
  if (a.failure) return a.failure;
  if (l.failure) return l.failure;
  const bool large = p >= formulas::thm5_threshold(k);
  if (a.row.C < l.row.C && (large ? a.row.R <= l.row.R : a.row.R > l.row.R)) return std::nullopt;
  return Fields{{"n", n},          {"p >= 2k^2-3k+1", large}, {"C(A)", a.row.C},
                {"C(L)", l.row.C}, {"R(A)", a.row.R},         {"R(L)", l.row.R}};
}

namespace {

// PLL takes 2n/p + 1.44 log2 p - 1 computation and 1.44 log2 p + 1 communication steps: at
// integral n every family takes fewer computation steps (C < 2n/p - 1 suffices) and more
// communication steps (100 R > 144 ceil(log2 p) + 100 suffices; E and F with the paper's cost
// 2 log2 q of a collective, from below).
std::optional<Fields> check_vs_pll(Algorithm alg, i64 p, i64 k, i64 m, const PrefixVariant& var) {
  if (undefined(alg, p, p, k)) return std::nullopt;
  const i64 n = m * static_cast<i64>(D(p, k) / 2);
  const bool coll = alg == Algorithm::E || alg == Algorithm::F;
  const Execution x = execute(algorithm(alg, n, p, k, var), coll ? kPaperLower : CostModel{});
  if (x.violation || x.missing)
    return Fields{{"algorithm", std::string(name(alg))}, {"legal", !x.violation}};
  const i128 scale = coll ? kLogScale : 1, lg = collective_cost(p) / 2;
  const bool fewer = i128{p} * (x.computation_steps + 1) < 2 * i128{n};
  const bool more = 100 * i128{x.communication_steps} > (144 * lg + 100) * scale;
  if (fewer && more) return std::nullopt;
  return Fields{{"algorithm", std::string(name(alg))},
                {"n", n},
                {"C", x.computation_steps},
                {"2n/p - 1", frac(2 * i128{n} - p, p)},
                {"communication steps (2^-40 for E, F)", x.communication_steps},
                {"1.44 ceil(log2 p) + 1", frac(144 * lg + 100, 100)}};
}

}  // namespace

std::optional<Fields> vs_pll_case(const PrefixVariant& var, const Point& x) {
  for (const auto alg : {Algorithm::A, Algorithm::B, Algorithm::E, Algorithm::F})
    if (auto f = check_vs_pll(alg, x[0], x[1], x[2], var)) return f;
  return std::nullopt;
}

// Section 6's "if tau is small ... more probable to be faster": at the least n integral for B and
// L, every member X of A, B, E, F (E, F with the paper's collective cost, from below) against L =
// A(n, p, 1) and PLL. C(X) < C(L) and C(X) < 2n/p - 1 <= C(PLL) make C + tau R of X below L's (and
// PLL's) on an interval [0, tau*): d(tau) = (C(L) - C(X)) + tau (R(L) - R(X)) is linear with
// d(0) > 0. tau* = (C(L) - C(X)) / (R(X) - R(L)) when R(X) > R(L) (none otherwise) is computed
// exactly and d is evaluated on both sides of it, so the check does not rest on the argument
// alone: d(tau* / 2) > 0, d(tau*) = 0, d(2 tau*) < 0 (scaled to integers).
std::optional<Fields> smaller_tau_case(const PrefixVariant& var, const Point& x) {
  const i64 p = x[0], k = x[1];
  const i64 n = halfduplex_assumptions::least_integral_n_b_and_l(p, k);
  const Got l = ran(Algorithm::A, n, p, 1, var);
  if (l.failure) return l.failure;
  for (const auto alg : {Algorithm::A, Algorithm::B, Algorithm::E, Algorithm::F}) {
    if (undefined(alg, n, p, k)) continue;
    const bool coll = alg == Algorithm::E || alg == Algorithm::F;
    const Execution r = execute(algorithm(alg, n, p, k, var), coll ? kPaperLower : CostModel{});
    if (r.violation || r.missing)
      return Fields{{"algorithm", std::string(name(alg))}, {"legal", !r.violation},
                    {"correct", !r.missing}};
    // Times in units of 1/scale communication step: X's R is scaled already (E, F), L's is not.
    const i128 scale = coll ? kLogScale : 1;
    const i128 cx = r.computation_steps, rx = r.communication_steps;
    const i128 cl = l.row.C, rl = i128{l.row.R} * scale;
    const bool below_l = cx < cl, below_pll = i128{p} * (cx + 1) < 2 * i128{n};
    // d(tau) * scale = (cl - cx) scale + tau (rl - rx), tau = a / b.
    auto d = [&](i128 a, i128 b) { return (cl - cx) * scale * b + a * (rl - rx); };
    bool interval = below_l && d(0, 1) > 0;
    std::string end = "none (faster for every tau)";
    if (interval && rx > rl) {
      const i128 num = (cl - cx) * scale, den = rx - rl;  // tau* = num / den
      interval = d(num, 2 * den) > 0 && d(num, den) == 0 && d(2 * num, den) < 0;
      end = frac(num, den);
    }
    if (below_l && below_pll && interval) continue;
    return Fields{{"algorithm", std::string(name(alg))},
                  {"n", n},
                  {"C", dec(cx)},
                  {"C(L)", dec(cl)},
                  {"2n/p - 1 (PLL's C is more)", frac(2 * i128{n} - p, p)},
                  {"R (2^-40 for E, F)", dec(rx)},
                  {"R(L)", dec(l.row.R)},
                  {"tau*", end}};
  }
  return std::nullopt;
}

}  // namespace cc::halfduplex_checks
