// Checkers of the half-duplex family (Lin and Hung, sections 2 to 6):
// Algorithms A (L = A(n, p, 1)), B, E and F are built with the integer split of
// spec/algorithms/halfduplex_prefix.hpp, run on the compressed half-duplex executor with
// interval witnesses (checked against the literal executor by halfduplex.executor.agree), and
// their executed computation and communication steps are compared with Theorems 1 to 7, S, the
// worked examples of section 2 and section 5's example (exact fractions, multiplied out). The
// runs over the whole (p, k, n) domain are shared by the claims through checkers/halfduplex/
// table.hpp; a replayed point (--case) is run on its own. Z3 proves the algebra of Theorems 1,
// 2 and 7 (proof_checks.cpp has the rest).
#include <algorithm>

#include "checkers/engine/exhaustive.hpp"
#include "checkers/engine/proof.hpp"
#include "checkers/engine/property.hpp"
#include "checkers/halfduplex/table.hpp"
#include "checkers/registry.hpp"
#include "generators/halfduplex.hpp"
#include "proofs/halfduplex_obligations.hpp"
#include "spec/algorithms/halfduplex_prefix.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"
#include "spec/models/halfduplex_algebra.hpp"
#include "spec/models/halfduplex_formulas.hpp"

namespace cc {
std::vector<Checker> halfduplex_figure_checkers();
std::vector<Checker> halfduplex_bound_checkers();  // checkers/halfduplex/bounds.cpp
}  // namespace cc

namespace cc::halfduplex_checks {

using namespace halfduplex;
using i64 = std::int64_t;

namespace {

bool smoke(Budget b) { return b == Budget::smoke; }

// p, k, n with p = kq + 1 and p <= n <= 4p^2.
std::vector<Axis> pkn_axes(Budget b) {
  const i64 P = table_pmax(b);
  return {{"p", 2, P, 2, 1024}, {"k", 1, P - 1, 1, 1023}, {"n", 2, 4 * P * P, 2, 1 << 22}};
}
bool admissible(const Point& x) {
  return x[1] < x[0] && (x[0] - 1) % x[1] == 0 && x[2] >= x[0] && x[2] <= 4 * x[0] * x[0];
}
// B and F: also k >= 2 and p >= 2k + 1.
bool admissible_b(const Point& x) { return admissible(x) && x[1] >= 2 && x[0] >= 2 * x[1] + 1; }
bool integral(const Point& x) { return admissible(x) && paper_integral(x[2], x[0], x[1]); }

i128 D(i64 p, i64 k) { return formulas::D<i128>(p, k); }
// Theorem 7's precondition n >= (p^2 + kp + k + 1)/2.
bool precondition(i64 n, i64 p, i64 k) { return 2 * i128{n} >= D(p, k); }
// Theorem 4, as printed (its quotient rounded toward zero).
i128 thm4_R(i64 p, i64 k) {
  const auto r = formulas::R<i128>(p, k);
  return r.num / r.den;
}
std::int64_t as64(i128 v) { return static_cast<std::int64_t>(v); }

const PrefixVariant& variant_of(const RunContext& ctx) {
  return find_variant(ctx.variant.empty() ? "paper" : ctx.variant);
}

struct Run {
  Execution ex;
  std::optional<Fields> failure;  // a violation or a missing prefix
};

Run run_alg(Algorithm alg, i64 n, i64 p, i64 k, const PrefixVariant& var) {
  Run r{execute(algorithm(alg, n, p, k, var)), std::nullopt};
  if (r.ex.violation)
    r.failure = Fields{{"rule", r.ex.violation->rule},
                       {"step", static_cast<std::uint64_t>(r.ex.violation->step + 1)},
                       {"P", static_cast<std::uint64_t>(r.ex.violation->pe + 1)},
                       {"violation", r.ex.violation->detail}};
  else if (r.ex.missing)
    r.failure = Fields{{"missing prefix", "1:" + std::to_string(*r.ex.missing)}};
  return r;
}
Run run_a(i64 n, i64 p, i64 k, const PrefixVariant& var) {
  return run_alg(Algorithm::A, n, p, k, var);
}

// The executed row of alg(n, p, k): from the shared table when the point is in it and the run
// is not a replay, else run on its own.
struct Got {
  Row row;
  std::optional<Fields> failure;
};
Got get(Algorithm alg, i64 n, i64 p, i64 k, const RunContext& ctx) {
  if (!ctx.pinned && p <= table_pmax(ctx.budget)) {
    const Table& t = table(alg, table_pmax(ctx.budget), ctx.variant, static_cast<int>(ctx.jobs));
    if (t.covers(p, k, n)) {
      const Row& r = t.at(p, k, n);
      return {r, r.failure >= 0 ? std::optional<Fields>(t.failure(r)) : std::nullopt};
    }
  }
  Got g;
  g.row = run_row(alg, n, p, k, variant_of(ctx), g.failure);
  return g;
}

std::optional<Fields> check_prefixes(const Point& x, Algorithm alg, const RunContext& ctx) {
  return get(alg, x[2], x[0], x[1], ctx).failure;
}

// Theorem 1: with v as given, phase 1 is balanced: A(v, p-k, k) (sequential when p = k+1) takes
// exactly c - 1 computation steps, c = (n - v)/k, and phase 1 as run takes that many.
std::optional<Fields> check_thm1(const Point& x) {
  const i64 p = x[0], k = x[1], n = x[2], v = split_v(n, p, k), c = (n - v) / k;
  const Run left = run_a(v, p - k, k, find_variant("paper"));
  if (left.failure) return left.failure;
  const Run whole = run_a(n, p, k, find_variant("paper"));
  if (whole.failure) return whole.failure;
  i64 ph1 = 0;
  for (const auto& ph : whole.ex.phases)
    if (ph.phase == 1) ph1 = ph.computation;
  if (left.ex.computation_steps != c - 1 || ph1 != c - 1)
    return Fields{{"v", v},
                  {"first p-k PEs (executed)", left.ex.computation_steps},
                  {"last k PEs, c-1", c - 1},
                  {"phase 1 as run", ph1}};
  return std::nullopt;
}

// Theorem 2 where the quotients are integral: C = 2n(p+k)/(p^2+kp+k+1) - 1.
std::optional<Fields> check_thm2(const Point& x, const PrefixVariant& var) {
  const i64 p = x[0], k = x[1], n = x[2];
  const Run r = run_a(n, p, k, var);
  if (r.failure) return r.failure;
  if ((r.ex.computation_steps + 1) * D(p, k) != 2 * i128{n} * (p + k))
    return Fields{{"C executed", r.ex.computation_steps},
                  {"Theorem 2", std::to_string(as64(2 * i128{n} * (p + k) - D(p, k))) + "/" +
                                    std::to_string(as64(D(p, k)))}};
  return std::nullopt;
}

// Theorem 2 read as a count of steps wherever A applies (n >= the precondition): an integer.
std::optional<Fields> check_thm2_integer(const Point& x) {
  const i64 p = x[0], k = x[1], n = x[2];
  if (!precondition(n, p, k)) return std::nullopt;
  if ((2 * i128{n} * (p + k)) % D(p, k) != 0)
    return Fields{{"Theorem 2", std::to_string(as64(2 * i128{n} * (p + k) - D(p, k))) + "/" +
                                    std::to_string(as64(D(p, k)))}};
  return std::nullopt;
}

// The corrected reading: with the integer split, the executed C is at least Theorem 2's value
// (equality at the integral points is halfduplex.thm2.c).
std::optional<Fields> check_thm2_split(const Point& x, const RunContext& ctx) {
  const i64 p = x[0], k = x[1], n = x[2];
  const Got r = get(Algorithm::A, n, p, k, ctx);
  if (r.failure) return r.failure;
  if ((r.row.C + 1) * D(p, k) < 2 * i128{n} * (p + k))
    return Fields{{"C executed", r.row.C},
                  {"Theorem 2", std::to_string(as64(2 * i128{n} * (p + k) - D(p, k))) + "/" +
                                    std::to_string(as64(D(p, k)))}};
  return std::nullopt;
}

// Theorem 4 for every n that meets Theorem 7's precondition (integral or not).
std::optional<Fields> check_thm4(const Point& x, const RunContext& ctx) {
  const i64 p = x[0], k = x[1], n = x[2];
  if (!precondition(n, p, k)) return std::nullopt;
  const Got r = get(Algorithm::A, n, p, k, ctx);
  if (r.failure) return r.failure;
  if (r.row.R != thm4_R(p, k))
    return Fields{{"R executed", r.row.R}, {"Theorem 4", as64(thm4_R(p, k))}};
  return std::nullopt;
}

// Theorem 4's value is an integer for every admissible p and k.
std::optional<Fields> check_thm4_integer(const Point& x) {
  const i64 p = x[0], k = x[1];
  if (k == 1) return std::nullopt;
  const i128 num = formulas::Rk<i128>(p, k).num;
  if (num % (2 * k) != 0)
    return Fields{{"Theorem 4", std::to_string(as64(num)) + "/" + std::to_string(2 * k)}};
  return std::nullopt;
}

// which: 0 the literal reading (every PE receives a value in every phase >= 2 only if the
// precondition holds), 1 the sufficiency (the precondition implies it), 2 the corrected integer
// reading (it holds exactly when floor((n - v)/k) >= p, and below that the executed R is less
// than Theorem 4's).
std::optional<Fields> check_thm7(const Point& x, int which, const RunContext& ctx) {
  const i64 p = x[0], k = x[1], n = x[2];
  const Got r = get(Algorithm::A, n, p, k, ctx);
  if (r.failure) return r.failure;
  const bool act = r.row.all_active, pre = precondition(n, p, k);
  const i64 v = split_v(n, p, k);
  const bool integer_pre = (n - v) / k >= p;
  Fields f{{"v", v},
           {"every PE computes in phases 2..k+1", act},
           {"n >= (p^2+kp+k+1)/2", pre},
           {"R executed", r.row.R},
           {"Theorem 4", as64(thm4_R(p, k))}};
  if (which == 0 && act && !pre) return f;
  if (which == 1 && pre && !act) return f;
  if (which == 2 && (act != integer_pre || (!act && r.row.R >= as64(thm4_R(p, k))) ||
                     (paper_integral(n, p, k) && act != pre)))
    return f;
  return std::nullopt;
}

// The worked examples: p = 4, k = 3 with n = 16m and p = 7, k = 3 with n = 37m.
std::optional<Fields> check_example(const Point& x, i64 p) {
  const i64 n = (p == 4 ? 16 : 37) * x[0];
  const Run r = run_a(n, p, 3, find_variant("paper"));
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

// Section 5: n = 1024, p = 256, every k with 256 = kq + 1: n - v < 8k with the paper's real v
// (n - v <= 8k with the integer split, which rounds v down), and in every phase >= 2
// at least 248 PEs are idle; for k = 85 the executed C differs from Theorem 2's value.
std::optional<Fields> check_sec5(const Point& x) {
  const i64 k = x[0], p = 256, n = 1024;
  if (255 % k != 0) return std::nullopt;
  const i64 v = split_v(n, p, k);
  const Run r = run_a(n, p, k, find_variant("paper"));
  if (r.failure) return r.failure;
  i64 most_active = 0;
  for (const auto& ph : r.ex.phases)
    if (ph.phase >= 2) most_active = std::max(most_active, ph.active_pes);
  const bool thm2_holds = formula::whole<i128>(r.ex.computation_steps + 1) ==
                          formulas::C_plus_1<i128>(n, p, k);
  const bool paper_below = 2 * i128{k} * p * n < 8 * i128{k} * D(p, k);  // real n - v < 8k
  if (!paper_below || n - v > 8 * k || p - most_active < 248 || (k == 85 && thm2_holds))
    return Fields{{"k", k},
                  {"n - v", n - v},
                  {"most PEs busy in a phase >= 2", most_active},
                  {"C executed", r.ex.computation_steps}};
  return std::nullopt;
}

// Section 4: E takes A's computation steps and T(n, p, k) = O(p log p) communication steps: at
// most 4 (p - 1) ceil(log2 p) with collectives of cost 2 ceil(log2 p).
std::optional<Fields> check_e(const Point& x, const RunContext& ctx) {
  const i64 p = x[0], k = x[1], n = x[2];
  const Got e = get(Algorithm::E, n, p, k, ctx);
  if (e.failure) return e.failure;
  const Got a = get(Algorithm::A, n, p, k, ctx);
  const i64 bound = 2 * (p - 1) * collective_cost(p);
  if (e.row.C != a.row.C || e.row.R > bound)
    return Fields{{"C(E)", e.row.C},
                  {"C(A)", a.row.C},
                  {"T executed", e.row.R},
                  {"4(p-1)ceil(log2 p)", bound}};
  return std::nullopt;
}

// ---- Algorithms B and F (sections 3, 4 and 6) ----

// S(n, p, k) as printed: (2k-1)p^2/2k - p/2 + k^2 - 3k + 2, over the denominator 2k.
i128 s_paper_num(i64 p, i64 k) { return formulas::S_printed<i128>(p, k).num; }
// The recurrence of the listed components: S = R(n, p, k) - (k-1)^2 (p-k-1)/k, over 2k.
i128 s_corrected_num(i64 p, i64 k) { return formulas::S_corrected<i128>(p, k).num; }
std::string frac(i128 num, i64 den) {
  if (num % den == 0) return std::to_string(as64(num / den));
  return std::to_string(as64(num)) + "/" + std::to_string(den);
}

// which: 0 the executed S equals the printed closed form; 1 it equals the corrected one;
// 2 C(B) = C(A) and S < R(n, p, k) ("B takes less communication time than A").
std::optional<Fields> check_s(const Point& x, int which, const RunContext& ctx) {
  const i64 p = x[0], k = x[1], n = x[2];
  if (!precondition(n, p, k)) return std::nullopt;
  const Got b = get(Algorithm::B, n, p, k, ctx);
  if (b.failure) return b.failure;
  const i128 S2k = i128{b.row.R} * 2 * k;
  if (which == 0 && S2k != s_paper_num(p, k))
    return Fields{{"S executed", b.row.R}, {"S printed", frac(s_paper_num(p, k), 2 * k)}};
  if (which == 1 && S2k != s_corrected_num(p, k))
    return Fields{{"S executed", b.row.R}, {"S corrected", frac(s_corrected_num(p, k), 2 * k)}};
  if (which == 2) {
    const Got a = get(Algorithm::A, n, p, k, ctx);
    if (a.failure) return a.failure;
    if (b.row.C != a.row.C || b.row.R >= a.row.R)
      return Fields{{"C(B)", b.row.C}, {"C(A)", a.row.C}, {"S", b.row.R}, {"R", a.row.R}};
  }
  return std::nullopt;
}

// Section 6: R(n, p, 1) - S(n, p, k) = (p^2 - kp - 2k^3 + 6k^2 - 4k)/2k (which 0, as printed),
// the same minus (k-1)(2k-1)/2k (which 1, from the corrected S); and "when
// p^2 - kp - 2k^3 + 6k^2 - 4k > 0 ... B is faster than L" read on the communication steps, which
// is what the difference compares (which 2: then S < R(n, p, 1); which 3 with the corrected
// difference: S < R(n, p, 1) exactly when it is positive). The computation steps are Theorem
// 3's (halfduplex.thm3.*). These two run at the least n at which every quotient of B(n, p, k)
// and of L(n, p, 1) is an integer, inside the paper's assumption (spec/claims/
// halfduplex_assumptions.hpp), so that a counterexample is one the paper cannot disown.
std::optional<Fields> check_b_vs_l(const Point& x, int which, const RunContext& ctx) {
  const i64 p = x[0], k = x[1],
            n = x.size() > 2 ? x[2] : halfduplex_assumptions::least_integral_n_b_and_l(p, k);
  if (!precondition(n, p, k) || !precondition(n, p, 1)) return std::nullopt;
  const Got b = get(Algorithm::B, n, p, k, ctx), l = get(Algorithm::A, n, p, 1, ctx);
  if (b.failure) return b.failure;
  if (l.failure) return l.failure;
  const i128 num = formulas::r_minus_s_printed_num<i128>(p, k),
             num_c = formulas::r_minus_s_corrected_num<i128>(p, k);
  const i128 diff2k = i128{l.row.R - b.row.R} * 2 * k;
  // no worse in either count and better in one: faster for every tau > 0
  const bool faster =
      b.row.C <= l.row.C && b.row.R <= l.row.R && (b.row.C < l.row.C || b.row.R < l.row.R);
  Fields f{{"n", n},
           {"S(n,p,k)", b.row.R},
           {"R(n,p,1)", l.row.R},
           {"R(n,p,1) - S(n,p,k) executed", l.row.R - b.row.R},
           {"printed", frac(num, 2 * k)},
           {"corrected", frac(num_c, 2 * k)},
           {"C(B)", b.row.C},
           {"C(L)", l.row.C},
           {"B faster than L for every tau", faster}};
  if (which == 0 && diff2k != num) return f;
  if (which == 1 && diff2k != num_c) return f;
  if (which == 2 && num > 0 && b.row.R >= l.row.R) return f;
  if (which == 3 && (num_c > 0) != (b.row.R < l.row.R)) return f;
  return std::nullopt;
}

// Sections 4 and 6 on F: it takes A's computation steps and at most E's communication steps
// with whole-step collectives (which 0); "F, when defined, needs slightly less communication
// time than Algorithm E" (which 1): with the figures' cost 2 log2 q for a collective of q PEs
// (bracketed exactly), T(F) < T(E), at n = 4p^2 (the counts do not depend on n above the
// precondition).
std::optional<Fields> check_f(const Point& x, int which, const RunContext& ctx) {
  const i64 p = x[0], k = x[1], n = x.size() > 2 ? x[2] : 4 * p * p;
  if (!precondition(n, p, k)) return std::nullopt;
  if (which == 1) {
    const PrefixVariant& var = variant_of(ctx);
    const Schedule f = algorithm(Algorithm::F, n, p, k, var),
                   e = algorithm(Algorithm::E, n, p, k, var);
    const Execution fhi = execute(f, kPaperUpper), elo = execute(e, kPaperLower);
    if (fhi.violation || fhi.missing || elo.violation || elo.missing)
      return Fields{{"legal", !fhi.violation && !elo.violation}};
    if (fhi.communication_steps >= elo.communication_steps)
      return Fields{{"T(F) at most (2^-40 steps)", fhi.communication_steps},
                    {"T(E) at least (2^-40 steps)", elo.communication_steps}};
    return std::nullopt;
  }
  const Got f = get(Algorithm::F, n, p, k, ctx);
  if (f.failure) return f.failure;
  const Got e = get(Algorithm::E, n, p, k, ctx), a = get(Algorithm::A, n, p, k, ctx);
  if (f.row.C != a.row.C || f.row.R > e.row.R)
    return Fields{{"C(F)", f.row.C}, {"C(A)", a.row.C}, {"T(F)", f.row.R}, {"T(E)", e.row.R}};
  return std::nullopt;
}

// Theorem 3 on the executed counts: if d > a and e > b, C(n, a, b) > C(n, d, b) > C(n, d, e),
// for every a < d defined for b and every e > b defined for d, n meeting every precondition.
std::optional<Fields> check_thm3(const Point& x, const RunContext& ctx) {
  const i64 d = x[0], b = x[1], n = x[2];
  if (!precondition(n, d, b)) return std::nullopt;
  const Got db = get(Algorithm::A, n, d, b, ctx);
  if (db.failure) return db.failure;
  for (i64 a = b + 1; a < d; ++a) {
    if ((a - 1) % b != 0 || !precondition(n, a, b) || n < a) continue;
    const Got ab = get(Algorithm::A, n, a, b, ctx);
    if (ab.row.C <= db.row.C)
      return Fields{{"a", a}, {"C(n,a,b)", ab.row.C}, {"C(n,d,b)", db.row.C}};
  }
  for (i64 e = b + 1; e < d; ++e) {
    if ((d - 1) % e != 0 || !precondition(n, d, e)) continue;
    const Got de = get(Algorithm::A, n, d, e, ctx);
    if (db.row.C <= de.row.C)
      return Fields{{"e", e}, {"C(n,d,b)", db.row.C}, {"C(n,d,e)", de.row.C}};
  }
  return std::nullopt;
}

// Theorem 5 on the executed counts, n meeting every precondition involved: R(n, d, k) >
// R(n, a, k) for a < d; for k >= 2 and p >= 2k^2 - 3k + 1: R(n,p,k) <= R(n,p,1) and
// R(n,p,2) <= R(n,p,k) < R(n,p,k+1); for k >= 2 and p < 2k^2 - 3k + 1 ("otherwise", read as
// k >= 2: see halfduplex.thm5.otherwise): R(n,p,1) < R(n,p,k) < R(n,p,k+1). The comparisons
// with k + 1 and 2 apply where p = (k+1)q + 1 and p = 2q + 1.
std::optional<Fields> check_thm5(const Point& x, const RunContext& ctx) {
  const i64 p = x[0], k = x[1], n = x[2];
  if (!precondition(n, p, k)) return std::nullopt;
  const auto R = [&](i64 pp, i64 kk) -> std::optional<i64> {
    if (kk >= pp || (pp - 1) % kk != 0 || n < pp || !precondition(n, pp, kk)) return std::nullopt;
    return get(Algorithm::A, n, pp, kk, ctx).row.R;
  };
  const i64 r = *R(p, k);
  for (i64 a = k + 1; a < p; ++a)
    if (auto ra = R(a, k); ra && *ra >= r)
      return Fields{{"a", a}, {"R(n,a,k)", *ra}, {"R(n,p,k)", r}};
  if (k < 2) return std::nullopt;
  const auto r1 = R(p, 1), r2 = R(p, 2), rk1 = R(p, k + 1);
  Fields f{{"R(n,p,k)", r}};
  if (r1) f.push_back({"R(n,p,1)", *r1});
  if (r2) f.push_back({"R(n,p,2)", *r2});
  if (rk1) f.push_back({"R(n,p,k+1)", *rk1});
  if (p >= 2 * k * k - 3 * k + 1) {
    if ((r1 && r > *r1) || (r2 && *r2 > r) || (rk1 && r >= *rk1)) return f;
  } else if ((r1 && *r1 >= r) || (rk1 && r >= *rk1)) {
    return f;
  }
  return std::nullopt;
}

// The property claim: alg(n, p, k) up to p = 1024 obeys the model and leaves every prefix; where
// n meets the precondition, A's R is Theorem 4's, B's S the corrected S, E's T at most
// 4(p-1) ceil(log2 p) and F's at most E's.
std::optional<Fields> check_large(const Point& x, const RunContext& ctx) {
  const Algorithm alg = static_cast<Algorithm>(x[0]);
  const i64 p = x[1], k = x[2], n = x[3];
  if (undefined(alg, n, p, k) || n < p) return Fields{{"generated", "a point outside the domain"}};
  std::optional<Fields> f;
  const Row r = run_row(alg, n, p, k, variant_of(ctx), f);
  if (f) return f;
  if (!precondition(n, p, k)) return std::nullopt;
  Fields d{{"C", r.C}, {"R", r.R}};
  if (alg == Algorithm::A && r.R != thm4_R(p, k)) return d;
  if (alg == Algorithm::B && i128{r.R} * 2 * k != s_corrected_num(p, k)) return d;
  if (alg == Algorithm::E && r.R > 2 * (p - 1) * collective_cost(p)) return d;
  if (alg == Algorithm::F && r.R > run_row(Algorithm::E, n, p, k, variant_of(ctx), f).R) return d;
  return std::nullopt;
}

// Both executors agree on every algorithm: the same verdict (rule, step, PE), the same counts
// per phase, the same missing prefix.
std::optional<Fields> check_agree(const Point& x, const RunContext& ctx) {
  const i64 p = x[0], k = x[1], n = x[2];
  for (const auto alg : {Algorithm::A, Algorithm::B, Algorithm::E, Algorithm::F}) {
    if (undefined(alg, n, p, k)) continue;
    const Schedule s = algorithm(alg, n, p, k, variant_of(ctx));
    const Execution a = execute(s), b = execute_explicit(s);
    auto summary = [](const Execution& e) {
      std::string t;
      if (e.violation)
        return e.violation->rule + " at step " + std::to_string(e.violation->step + 1) + " by P_" +
               std::to_string(e.violation->pe + 1);
      for (const auto& ph : e.phases)
        t += std::to_string(ph.phase) + ":" + std::to_string(ph.computation) + "/" +
             std::to_string(ph.communication) + "/" + std::to_string(ph.active_pes) + " ";
      return t + (e.missing ? "missing 1:" + std::to_string(*e.missing) : "all prefixes");
    };
    const std::string sa = summary(a), sb = summary(b);
    if (sa != sb) return Fields{{"algorithm", name(alg)}, {"compressed", sa}, {"literal", sb}};
  }
  return std::nullopt;
}

using CaseFnB = std::function<std::optional<Fields>(const Point&, const RunContext&)>;

Checker ex(const std::string& id, std::function<std::vector<Axis>(Budget)> axes, CaseFnB fn,
           std::function<bool(const Point&)> adm = admissible, bool variant = false) {
  return {id,
          [=](const RunContext& ctx) {
            return run_exhaustive(
                {id, axes(ctx.budget), adm, [&](const Point& p) { return fn(p, ctx); }, {}}, ctx);
          },
          variant};
}

Checker proof(const std::string& id, const std::string& obligation) {
  return {id, [=](const RunContext& ctx) {
            std::vector<ObligationSpec> obs;
            obs.push_back({obligation,
                           [obligation](const proofs::ProofOptions& o) {
                             return proofs::prove_halfduplex(obligation, o);
                           },
                           [obligation](const proofs::ProofResult& r) -> std::optional<Fields> {
                             if (!obligation_violated(obligation, proofs::model_values(r)))
                               return std::nullopt;
                             return Fields{{"re-checked",
                                            "the model satisfies the hypotheses and violates "
                                            "the goal"}};
                           }});
            return run_obligations(
                id, obs, {{"n", "all >= 1"}, {"k", "all >= 1"}, {"p", "all >= k+1"}}, ctx);
          }};
}

}  // namespace

}  // namespace cc::halfduplex_checks

namespace cc {

std::vector<Checker> halfduplex_checkers() {
  using namespace halfduplex_checks;
  std::vector<Checker> v;
  auto prefixes = [](Algorithm alg) {
    return [alg](const Point& x, const RunContext& c) { return check_prefixes(x, alg, c); };
  };
  v.push_back(ex("halfduplex.alg_a.prefixes", pkn_axes, prefixes(Algorithm::A), admissible, true));
  v.push_back(
      ex("halfduplex.alg_b.prefixes", pkn_axes, prefixes(Algorithm::B), admissible_b, true));
  v.push_back(ex("halfduplex.alg_e.prefixes", pkn_axes, prefixes(Algorithm::E), admissible, true));
  v.push_back(
      ex("halfduplex.alg_f.prefixes", pkn_axes, prefixes(Algorithm::F), admissible_b, true));
  v.push_back(ex(
      "halfduplex.executor.agree",
      [](Budget b) {
        const i64 P = smoke(b) ? 5 : 10;
        return std::vector<Axis>{
            {"p", 2, P, 2, 64}, {"k", 1, P - 1, 1, 63}, {"n", 2, 4 * P * P, 2, 1 << 14}};
      },
      [](const Point& x, const RunContext& c) { return check_agree(x, c); }, admissible, true));
  v.push_back(ex(
      "halfduplex.thm1.v", pkn_axes,
      [](const Point& x, const RunContext&) { return check_thm1(x); }, integral));
  v.push_back(proof("halfduplex.thm1.proof", "halfduplex_thm1"));
  v.push_back(ex(
      "halfduplex.thm2.c", pkn_axes,
      [](const Point& x, const RunContext& c) { return check_thm2(x, variant_of(c)); }, integral,
      true));
  v.push_back(proof("halfduplex.thm2.proof", "halfduplex_thm2"));
  v.push_back(ex("halfduplex.thm2.integer", pkn_axes,
                 [](const Point& x, const RunContext&) { return check_thm2_integer(x); }));
  v.push_back(ex("halfduplex.thm2.integer_split", pkn_axes,
                 [](const Point& x, const RunContext& c) { return check_thm2_split(x, c); }));
  v.push_back(ex("halfduplex.thm3.executed", pkn_axes,
                 [](const Point& x, const RunContext& c) { return check_thm3(x, c); }));

  v.push_back(ex(
      "halfduplex.thm4.r", pkn_axes,
      [](const Point& x, const RunContext& c) { return check_thm4(x, c); }, admissible, true));
  v.push_back(ex(
      "halfduplex.thm4.integer",
      [](Budget b) {
        return std::vector<Axis>{{"p", 2, smoke(b) ? 64 : 1024, 2, 1 << 20},
                                 {"k", 1, smoke(b) ? 63 : 1023, 1, 1 << 20}};
      },
      [](const Point& x, const RunContext&) { return check_thm4_integer(x); },
      [](const Point& x) { return x[1] < x[0] && (x[0] - 1) % x[1] == 0; }));
  v.push_back(ex("halfduplex.thm5.executed", pkn_axes,
                 [](const Point& x, const RunContext& c) { return check_thm5(x, c); }));
  for (int w = 0; w < 3; ++w) {
    const char* ids[] = {"halfduplex.thm7.precondition", "halfduplex.thm7.sufficient",
                         "halfduplex.thm7.integer_split"};
    v.push_back(ex(ids[w], pkn_axes,
                   [w](const Point& x, const RunContext& c) { return check_thm7(x, w, c); }));
  }
  v.push_back(proof("halfduplex.thm7.equivalence", "halfduplex_thm7"));
  const char* s_ids[] = {"halfduplex.s.executed", "halfduplex.s.executed_corrected",
                         "halfduplex.alg_b.faster_than_a"};
  for (int w = 0; w < 3; ++w)
    v.push_back(ex(
        s_ids[w], pkn_axes, [w](const Point& x, const RunContext& c) { return check_s(x, w, c); },
        admissible_b, w != 0));
  const char* l_ids[] = {"halfduplex.r_minus_s.executed", "halfduplex.r_minus_s.corrected",
                         "halfduplex.sec6.b_faster_than_l", "halfduplex.sec6.b_faster_corrected"};
  auto pk_b_axes = [](Budget b) {
    const i64 P = smoke(b) ? 20 : 64;
    return std::vector<Axis>{{"p", 2, P, 2, 1024}, {"k", 1, P - 1, 1, 1023}};
  };
  auto pk_b = [](const Point& x) {
    return x[1] >= 2 && x[0] >= 2 * x[1] + 1 && (x[0] - 1) % x[1] == 0;
  };
  for (int w = 0; w < 4; ++w)
    v.push_back(ex(
        l_ids[w], w < 2 ? std::function<std::vector<Axis>(Budget)>(pkn_axes) : pk_b_axes,
        [w](const Point& x, const RunContext& c) { return check_b_vs_l(x, w, c); },
        w < 2 ? std::function<bool(const Point&)>(admissible_b) : pk_b));
  v.push_back(ex(
      "halfduplex.alg_f.vs_e", pkn_axes,
      [](const Point& x, const RunContext& c) { return check_f(x, 0, c); }, admissible_b, true));
  v.push_back(ex(
      "halfduplex.alg_f.slightly_less", pk_b_axes,
      [](const Point& x, const RunContext& c) { return check_f(x, 1, c); }, pk_b, true));
  for (i64 p : {4, 7}) {
    v.push_back(ex(
        p == 4 ? "halfduplex.example.p4k3" : "halfduplex.example.p7k3",
        [](Budget b) {
          return std::vector<Axis>{{"m", 1, smoke(b) ? 8 : 256, 1, 1 << 16}};
        },
        [p](const Point& x, const RunContext&) { return check_example(x, p); },
        [](const Point&) { return true; }));
  }
  v.push_back(ex(
      "halfduplex.sec5.idle",
      [](Budget) {
        return std::vector<Axis>{{"k", 1, 255, 1, 255}};
      },
      [](const Point& x, const RunContext&) { return check_sec5(x); },
      [](const Point& x) { return 255 % x[0] == 0; }));
  v.push_back(ex("halfduplex.e.t_plogp", pkn_axes,
                 [](const Point& x, const RunContext& c) { return check_e(x, c); }));
  v.push_back({"halfduplex.large",
               [](const RunContext& ctx) {
                 const int cases = smoke(ctx.budget) ? 20 : ctx.budget == Budget::ci ? 150 : 2000;
                 return run_property({"halfduplex.large", generators::halfduplex_axes(),
                                      generators::halfduplex_points(),
                                      [&](const Point& x) { return check_large(x, ctx); }, cases},
                                     ctx);
               },
               true});
  for (auto& c : halfduplex_bound_checkers()) v.push_back(std::move(c));
  for (auto& c : halfduplex_figure_checkers()) v.push_back(std::move(c));
  return v;
}

}  // namespace cc
