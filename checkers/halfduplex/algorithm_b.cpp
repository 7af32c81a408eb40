// Algorithms B and F of Lin and Hung (sections 3, 4 and 6) on the executed counts: B's S against
// the printed and the corrected closed form and against A, R(n, p, 1) - S(n, p, k) and "B is
// faster than L" against L = A(n, p, 1), F against E, and B's communication steps component by
// component and phase by phase.
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/common.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;

namespace {

// S(n, p, k) as printed, (2k-1)p^2/2k - p/2 + k^2 - 3k + 2, and as corrected, R(n, p, k) -
// (k-1)^2 (p-k-1)/k: numerators over 2k.
i128 s_paper_num(i64 p, i64 k) { return formulas::S_printed<i128>(p, k).num; }
i128 s_corrected_num(i64 p, i64 k) { return formulas::S_corrected<i128>(p, k).num; }

}  // namespace

// printed: the executed S equals the printed closed form; corrected: the corrected one;
// faster_than_a: C(B) = C(A) and S < R(n, p, k) ("B takes less communication time than A").
kit::Bind s_case(SRead read) {
  return [read](const RunContext& ctx) -> CaseFn {
    return [read, &ctx](const Point& x) -> std::optional<Fields> {
      const i64 p = x[0], k = x[1], n = x[2];
      if (!precondition(n, p, k)) return std::nullopt;
      const Got b = get(Algorithm::B, n, p, k, ctx);
      if (b.failure) return b.failure;
      const i128 S2k = i128{b.row.R} * 2 * k;
      if (read == SRead::printed && S2k != s_paper_num(p, k))
        return Fields{{"S executed", b.row.R}, {"S printed", frac(s_paper_num(p, k), 2 * k)}};
      if (read == SRead::corrected && S2k != s_corrected_num(p, k))
        return Fields{{"S executed", b.row.R}, {"S corrected", frac(s_corrected_num(p, k), 2 * k)}};
      if (read == SRead::faster_than_a) {
        const Got a = get(Algorithm::A, n, p, k, ctx);
        if (a.failure) return a.failure;
        if (b.row.C != a.row.C || b.row.R >= a.row.R)
          return Fields{{"C(B)", b.row.C}, {"C(A)", a.row.C}, {"S", b.row.R}, {"R", a.row.R}};
      }
      return std::nullopt;
    };
  };
}

// Section 6: R(n, p, 1) - S(n, p, k) = (p^2 - kp - 2k^3 + 6k^2 - 4k)/2k (printed), the same minus
// (k-1)(2k-1)/2k (corrected, from the corrected S); and "when p^2 - kp - 2k^3 + 6k^2 - 4k > 0 ...
// B is faster than L" read on the communication steps, which is what the difference compares
// (faster: then S < R(n, p, 1); faster_corrected, with the corrected difference: S < R(n, p, 1)
// exactly when it is positive). The computation steps are Theorem 3's (halfduplex.thm3.*). These
// two run at the least n at which every quotient of B(n, p, k) and of L(n, p, 1) is an integer,
// inside the paper's assumption (spec/claims/halfduplex_assumptions.hpp), so that a
// counterexample is one the paper cannot disown.
kit::Bind b_vs_l(BvsL read) {
  return [read](const RunContext& ctx) -> CaseFn {
    return [read, &ctx](const Point& x) -> std::optional<Fields> {
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
      if (read == BvsL::printed && diff2k != num) return f;
      if (read == BvsL::corrected && diff2k != num_c) return f;
      if (read == BvsL::faster && num > 0 && b.row.R >= l.row.R) return f;
      if (read == BvsL::faster_corrected && (num_c > 0) != (b.row.R < l.row.R)) return f;
      if (read == BvsL::some_tau && num > 0 &&
          !(b.row.C < l.row.C || (b.row.C == l.row.C && b.row.R < l.row.R)))
        return f;
      return std::nullopt;
    };
  };
}

// Sections 4 and 6 on F: it takes A's computation steps and at most E's communication steps
// with whole-step collectives (at_most); "F, when defined, needs slightly less communication
// time than Algorithm E" (slightly_less): with the figures' cost 2 log2 q for a collective of q
// PEs (bracketed exactly), T(F) < T(E), at n = 4p^2 (the counts do not depend on n above the
// precondition).
kit::Bind f_vs_e(FvsE read, Reading reading) {
  return [read, reading](const RunContext& ctx) -> CaseFn {
    return [read, reading, &ctx](const Point& x) -> std::optional<Fields> {
      const i64 p = x[0], k = x[1], n = x.size() > 2 ? x[2] : 4 * p * p;
      if (!precondition(n, p, k)) return std::nullopt;
      if (read == FvsE::slightly_less) {
        const PrefixVariant& var = variant_of(ctx);
        const Schedule f = algorithm(Algorithm::F, n, p, k, var, reading),
                       e = algorithm(Algorithm::E, n, p, k, var, reading);
        const Execution fhi = execute(f, kPaperUpper), elo = execute(e, kPaperLower);
        if (fhi.violation || fhi.missing || elo.violation || elo.missing)
          return Fields{{"legal", !fhi.violation && !elo.violation}};
        if (fhi.communication_steps >= elo.communication_steps)
          return Fields{{"T(F) at most (2^-40 steps)", fhi.communication_steps},
                        {"T(E) at least (2^-40 steps)", elo.communication_steps}};
        return std::nullopt;
      }
      const Got f = get(Algorithm::F, n, p, k, ctx, reading);
      if (f.failure) return f.failure;
      const Got e = get(Algorithm::E, n, p, k, ctx, reading),
                a = get(Algorithm::A, n, p, k, ctx, reading);
      if (f.row.C != a.row.C || f.row.R > e.row.R)
        return Fields{{"C(F)", f.row.C}, {"C(A)", a.row.C}, {"T(F)", f.row.R}, {"T(E)", e.row.R}};
      return std::nullopt;
    };
  };
}

// Section 3: B's communication steps, component by component and phase by phase, at
// n = m(p^2 + kp + k + 1)/2.
std::optional<Fields> s_components_case(const PrefixVariant& var, const Point& x) {
  const i64 p = x[0], k = x[1], m = x[2];
  if (undefined(Algorithm::B, p, p, k)) return std::nullopt;
  const i64 n = m * static_cast<i64>(D(p, k) / 2), v = split_v(n, p, k);
  const Execution ex = execute(algorithm(Algorithm::B, n, p, k, var));
  if (ex.violation || ex.missing) return Fields{{"n", n}, {"legal", !ex.violation}};
  const Algorithm inner = p - k >= 2 * k + 1 ? Algorithm::B : Algorithm::A;
  const Got first = ran(inner, v, p - k, k, var);
  if (first.failure) return first.failure;
  for (const auto& pc : ex.phases) {
    i64 want = 0;
    if (pc.phase == 1) want = first.row.R;        // (i); the k(k - 1) moved steps fit beside it
    if (pc.phase >= 2) want = (p - 1) + (p - k);  // (ii) or (iii), and (iv)
    if (pc.phase == k + 1) want = p - 1;          // (iii), (iv) merged into it
    if (pc.communication != want || (pc.phase == 1 && first.row.R < formulas::moved(k)))
      return Fields{{"n", n},
                    {"phase", pc.phase},
                    {"communication steps", pc.communication},
                    {"components", want},
                    {std::string("S(v, p-k, k) of ") + name(inner), first.row.R}};
  }
  return std::nullopt;
}

}  // namespace cc::halfduplex_checks
