// Theorems 1, 2, 4 and 7 of Lin and Hung (sections 2 and 5) and E's T (section 4) on the executed
// counts of A and E, compared with the closed forms of spec/models/halfduplex_formulas.hpp in
// exact integers. The runs over the whole (p, k, n) domain are read from the shared tables
// (table.hpp); a replayed point (--case) is run on its own.
#include <algorithm>
#include <memory>

#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/common.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;

namespace {

// Theorem 2's C(n, p, k) as the paper's quotient.
std::string thm2_text(i64 n, i64 p, i64 k) {
  const auto c = formulas::C<i128>(n, p, k);
  return std::to_string(as64(c.num)) + "/" + std::to_string(as64(c.den));
}

}  // namespace

// Theorem 1: with v as given, phase 1 is balanced: A(v, p-k, k) (sequential when p = k+1) takes
// exactly c - 1 computation steps, c = (n - v)/k, and phase 1 as run takes that many.
std::optional<Fields> thm1_case(const Point& x) {
  const i64 p = x[0], k = x[1], n = x[2], v = split_v(n, p, k), c = (n - v) / k;
  const Executed left = run_alg(Algorithm::A, v, p - k, k, find_variant("paper"));
  if (left.failure) return left.failure;
  const Executed whole = run_alg(Algorithm::A, n, p, k, find_variant("paper"));
  if (whole.failure) return whole.failure;
  i64 ph1 = 0;
  for (const auto& ph : whole.ex.phases)
    if (ph.phase == 1) ph1 = ph.computation;
  if (left.ex.computation_steps != c - 1 || ph1 != c - 1 || !formulas::is_thm1_v<i128>(v, n, p, k))
    return Fields{{"v", v},
                  {"first p-k PEs (executed)", left.ex.computation_steps},
                  {"last k PEs, c-1", c - 1},
                  {"phase 1 as run", ph1}};
  return std::nullopt;
}

// Theorem 2 where the quotients are integral: C = 2n(p+k)/(p^2+kp+k+1) - 1.
std::optional<Fields> thm2_case(const PrefixVariant& var, const Point& x) {
  const i64 p = x[0], k = x[1], n = x[2];
  const Executed r = run_alg(Algorithm::A, n, p, k, var);
  if (r.failure) return r.failure;
  if (!formulas::is_thm2_C<i128>(r.ex.computation_steps, n, p, k))
    return Fields{{"C executed", r.ex.computation_steps}, {"Theorem 2", thm2_text(n, p, k)}};
  return std::nullopt;
}

// Theorem 2 read as a count of steps wherever A applies (n >= the precondition): an integer.
std::optional<Fields> thm2_integer_case(const Point& x) {
  const i64 p = x[0], k = x[1], n = x[2];
  if (!precondition(n, p, k)) return std::nullopt;
  const auto c = formulas::C_plus_1<i128>(n, p, k);
  if (c.num % c.den != 0) return Fields{{"Theorem 2", thm2_text(n, p, k)}};
  return std::nullopt;
}

// The corrected reading: with the integer split, the executed C is at least Theorem 2's value
// (equality at the integral points is halfduplex.thm2.c).
std::optional<Fields> thm2_split_case(const Point& x, const RunContext& ctx) {
  const i64 p = x[0], k = x[1], n = x[2];
  const Got r = get(Algorithm::A, n, p, k, ctx);
  if (r.failure) return r.failure;
  if (formula::whole<i128>(r.row.C + 1) < formulas::C_plus_1<i128>(n, p, k))
    return Fields{{"C executed", r.row.C}, {"Theorem 2", thm2_text(n, p, k)}};
  return std::nullopt;
}

// Theorem 4 for every n that meets Theorem 7's precondition (integral or not).
std::optional<Fields> thm4_case(const Point& x, const RunContext& ctx) {
  const i64 p = x[0], k = x[1], n = x[2];
  if (!precondition(n, p, k)) return std::nullopt;
  const Got r = get(Algorithm::A, n, p, k, ctx);
  if (r.failure) return r.failure;
  if (r.row.R != thm4_R(p, k))
    return Fields{{"R executed", r.row.R}, {"Theorem 4", as64(thm4_R(p, k))}};
  return std::nullopt;
}

// Theorem 4's value is an integer for every admissible p and k.
std::optional<Fields> thm4_integer_case(const Point& x) {
  const i64 p = x[0], k = x[1];
  if (k == 1) return std::nullopt;
  const i128 num = formulas::Rk<i128>(p, k).num;
  if (num % (2 * k) != 0)
    return Fields{{"Theorem 4", std::to_string(as64(num)) + "/" + std::to_string(2 * k)}};
  return std::nullopt;
}

// Theorem 7: as printed, every PE computes in every phase >= 2 only if the precondition holds;
// its sufficiency (the precondition implies it); with the integer split, it holds exactly when
// floor((n - v)/k) >= p, and below that the executed R is less than Theorem 4's.
kit::Bind thm7(Thm7Read read) {
  return [read](const RunContext& ctx) -> CaseFn {
    // v_ceil: A built with v rounded up (the other reading of the integer split), run on its
    // own rather than from the shared tables of the paper's rounding: the run's variant (a
    // planted one under --variant) with v rounded up.
    auto up = std::make_shared<PrefixVariant>(variant_of(ctx));
    up->v_round_up = true;
    return [read, &ctx, up](const Point& x) -> std::optional<Fields> {
      const i64 p = x[0], k = x[1], n = x[2];
      const bool ceil = read == Thm7Read::v_ceil;
      const Got r = ceil ? ran(Algorithm::A, n, p, k, *up) : get(Algorithm::A, n, p, k, ctx);
      if (r.failure) return r.failure;
      const bool act = r.row.all_active, pre = precondition(n, p, k);
      const i64 v = split_v(n, p, k, ceil);
      const bool integer_pre = (n - v) / k >= p;
      Fields f{{"v", v},
               {"every PE computes in phases 2..k+1", act},
               {"n >= (p^2+kp+k+1)/2", pre},
               {"R executed", r.row.R},
               {"Theorem 4", as64(thm4_R(p, k))}};
      if ((read == Thm7Read::printed || ceil) && act && !pre) return f;
      if (read == Thm7Read::sufficient && pre && !act) return f;
      if (read == Thm7Read::integer_split &&
          (act != integer_pre || (!act && r.row.R >= as64(thm4_R(p, k))) ||
           (paper_integral(n, p, k) && act != pre)))
        return f;
      return std::nullopt;
    };
  };
}

// Section 4: E (under `reading`) takes A's computation steps and T(n, p, k) = O(p log p)
// communication steps: at most 4 (p - 1) ceil(log2 p) with collectives of cost 2 ceil(log2 p)
// (at most 2k collectives per level, q = (p - 1)/k levels, each of at most p PEs).
kit::Bind e_t(Reading reading) {
  return [reading](const RunContext& ctx) -> CaseFn {
    return [reading, &ctx](const Point& x) -> std::optional<Fields> {
      const i64 p = x[0], k = x[1], n = x[2];
      const Got e = get(Algorithm::E, n, p, k, ctx, reading);
      if (e.failure) return e.failure;
      const Got a = get(Algorithm::A, n, p, k, ctx, reading);
      const i64 bound = 2 * (p - 1) * collective_cost(p);
      if (e.row.C != a.row.C || e.row.R > bound)
        return Fields{{"C(E)", e.row.C},
                      {"C(A)", a.row.C},
                      {"T executed", e.row.R},
                      {"4(p-1)ceil(log2 p)", bound}};
      return std::nullopt;
    };
  };
}

}  // namespace cc::halfduplex_checks
