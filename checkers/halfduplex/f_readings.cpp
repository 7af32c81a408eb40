// F on the other readings of section 4's "The modification made to Algorithm B by using broadcast
// and scatter can be done similarly" (docs/modelling-choices.md, halfduplex.f.construction): the
// statements that rest on how F is built, each run with F built on another reading (checkers.hpp,
// FReading) and compared with E, A, PLL or the paper's bound as the claim on collcheck's reading
// compares them. F is built on the run's variant (--variant), so a planted bug shows on every
// reading; A, B and E are the run's variant as they are.
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/common.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;

const char* name(FReading r) {
  switch (r) {
    case FReading::point_to_point:
      return "moved parts point-to-point";
    case FReading::side_broadcast:
      return "y of phase k+1 broadcast among the last k";
    case FReading::own_broadcast:
      return "y of phase k+1 broadcast to all";
  }
  return "?";
}

std::shared_ptr<const PrefixVariant> f_reading_variant(const PrefixVariant& base, FReading r) {
  auto v = std::make_shared<PrefixVariant>(base);
  if (r == FReading::point_to_point) v->f_moved_point_to_point = true;
  if (r == FReading::side_broadcast) v->f_last = PrefixVariant::FLast::side_broadcast;
  if (r == FReading::own_broadcast) v->f_last = PrefixVariant::FLast::own_broadcast;
  return v;
}

namespace {

std::optional<Fields> named(FReading r, std::optional<Fields> f) {
  if (f) f->insert(f->begin(), {"F's reading", std::string(name(r))});
  return f;
}

// T(F) <= T(E) and C(F) = C(A), collectives 2 ceil(log2 q), at (p, k) and n = 4p^2.
std::optional<Fields> vs_e(const PrefixVariant& f_var, const RunContext& ctx, const Point& x) {
  const i64 p = x[0], k = x[1], n = 4 * p * p;
  if (!precondition(n, p, k)) return std::nullopt;
  const Got f = ran(Algorithm::F, n, p, k, f_var);
  if (f.failure) return f.failure;
  const Got e = ran(Algorithm::E, n, p, k, variant_of(ctx)),
            a = ran(Algorithm::A, n, p, k, variant_of(ctx));
  if (e.failure) return e.failure;
  if (a.failure) return a.failure;
  if (f.row.C == a.row.C && f.row.R <= e.row.R) return std::nullopt;
  return Fields{
      {"n", n}, {"C(F)", f.row.C}, {"C(A)", a.row.C}, {"T(F)", f.row.R}, {"T(E)", e.row.R}};
}

// T(F) < T(E) with the figures' 2 log2 q, bracketed (F from above, E from below), n = 4p^2.
std::optional<Fields> slightly_less(const PrefixVariant& f_var, const PrefixVariant& var,
                                    const Point& x) {
  const i64 p = x[0], k = x[1], n = 4 * p * p;
  const Execution fhi = execute(algorithm(Algorithm::F, n, p, k, f_var), kPaperUpper),
                  elo = execute(algorithm(Algorithm::E, n, p, k, var), kPaperLower);
  if (fhi.violation || fhi.missing || elo.violation || elo.missing)
    return Fields{{"legal", !fhi.violation && !elo.violation},
                  {"correct", !fhi.missing && !elo.missing}};
  if (fhi.communication_steps < elo.communication_steps) return std::nullopt;
  const auto steps = [](std::int64_t units) {
    return frac(i128{units} * 1000 / kLogScale, 1000);
  };
  return Fields{{"n", n},
                {"T(F) at most", steps(fhi.communication_steps)},
                {"T(E) at least", steps(elo.communication_steps)}};
}

// Every PE computes in every phase >= 2 above the precondition (section 5), F's C is A's.
std::optional<Fields> computation(const PrefixVariant& f_var, const RunContext& ctx,
                                  const Point& x) {
  const i64 p = x[0], k = x[1], n = x[2];
  const Got f = ran(Algorithm::F, n, p, k, f_var);
  if (f.failure) return f.failure;
  const Got a = ran(Algorithm::A, n, p, k, variant_of(ctx));
  if (a.failure) return a.failure;
  if (f.row.C != a.row.C) return Fields{{"C(F)", f.row.C}, {"C(A)", a.row.C}};
  if (precondition(n, p, k) && !f.row.all_active)
    return check_all_active(Algorithm::F, n, p, k, f_var);
  return std::nullopt;
}

// Section 5's example n = 1024, p = 256: at least 248 PEs idle in every phase >= 2 of F.
std::optional<Fields> idle(const PrefixVariant& f_var, const Point& x) {
  const i64 k = x[0], p = 256, n = 1024;
  if (undefined(Algorithm::F, n, p, k)) return std::nullopt;
  const Execution r = execute(algorithm(Algorithm::F, n, p, k, f_var));
  if (r.violation || r.missing) return Fields{{"legal", !r.violation}, {"correct", !r.missing}};
  for (const auto& ph : r.phases)
    if (ph.phase >= 2 && p - ph.active_pes < 248)
      return Fields{{"phase", ph.phase}, {"PEs that compute", ph.active_pes}};
  return std::nullopt;
}

// Section 6 against PLL (as cost.cpp's check for every family): at n = m(p^2 + kp + k + 1)/2,
// p pC < 2n - p (C below 2n/p - 1, PLL's C is more) and 100 T > (144 ceil(log2 p) + 100)
// (T above PLL's 1.44 log2 p + 1), T with the paper's 2 log2 q from below.
std::optional<Fields> vs_pll(const PrefixVariant& f_var, const Point& x) {
  const i64 p = x[0], k = x[1], m = x[2];
  if (undefined(Algorithm::F, p, p, k)) return std::nullopt;
  const i64 n = m * static_cast<i64>(D(p, k) / 2);
  const Execution r = execute(algorithm(Algorithm::F, n, p, k, f_var), kPaperLower);
  if (r.violation || r.missing) return Fields{{"legal", !r.violation}, {"correct", !r.missing}};
  const i128 lg = collective_cost(p) / 2;
  const bool fewer = i128{p} * (r.computation_steps + 1) < 2 * i128{n};
  const bool more = 100 * i128{r.communication_steps} > (144 * lg + 100) * kLogScale;
  if (fewer && more) return std::nullopt;
  return Fields{{"n", n},
                {"C", r.computation_steps},
                {"2n/p - 1", frac(2 * i128{n} - p, p)},
                {"T (2^-40 steps)", r.communication_steps},
                {"1.44 ceil(log2 p) + 1", frac(144 * lg + 100, 100)}};
}

}  // namespace

kit::Bind f_reading(FStatement what, FReading r) {
  return [what, r](const RunContext& ctx) -> CaseFn {
    const PrefixVariant* var = &variant_of(ctx);
    const std::shared_ptr<const PrefixVariant> f = f_reading_variant(*var, r);
    return [what, r, var, f, &ctx](const Point& x) -> std::optional<Fields> {
      switch (what) {
        case FStatement::prefixes:
          return named(r, ran(Algorithm::F, x[2], x[0], x[1], *f).failure);
        case FStatement::computation:
          return named(r, computation(*f, ctx, x));
        case FStatement::idle:
          return named(r, idle(*f, x));
        case FStatement::vs_e:
          return named(r, vs_e(*f, ctx, x));
        case FStatement::slightly_less:
          return named(r, slightly_less(*f, *var, x));
        case FStatement::figures:
          // Figures 4 to 7 at n = 8192 (x[0]), Figure 8 at n = 4096.
          for (int fig = 4; fig <= 8; ++fig)
            if (auto bad = figure_f_case(fig, *f, fig == 8 ? Point{4096} : x)) {
              bad->insert(bad->begin(), {"figure", fig});
              return named(r, bad);
            }
          return std::nullopt;
        case FStatement::cost_optimal:
          return named(r, check_cost({Algorithm::F, false, 4, 1}, x[0], x[1], x[2], *f));
        case FStatement::vs_pll:
          return named(r, vs_pll(*f, x));
      }
      return std::nullopt;
    };
  };
}

kit::Domain pkn_f_small() {
  return {[](Budget b) {
            const i64 P = b == Budget::smoke ? 6 : b == Budget::ci ? 9 : 16;
            return std::vector<Axis>{
                {"p", 2, P, 2, 1024}, {"k", 1, P - 1, 1, 1023}, {"n", 2, 4 * P * P, 2, 1 << 22}};
          },
          [](const Point& x) {
            return x[1] >= 2 && x[0] >= 2 * x[1] + 1 && (x[0] - 1) % x[1] == 0 && x[2] >= x[0] &&
                   x[2] <= 4 * x[0] * x[0];
          }};
}

kit::Domain over_f_readings(kit::Domain d, FReading first, FReading last) {
  const auto lo = static_cast<std::int64_t>(first), hi = static_cast<std::int64_t>(last);
  kit::Domain out = d;
  out.axes = [axes = d.axes, lo, hi](Budget b) {
    std::vector<Axis> v = axes(b);
    v.push_back(Axis{"reading", lo, hi, 0, 2});
    return v;
  };
  out.admissible = [ok = d.admissible](const Point& x) {
    return !ok || ok(Point(x.begin(), x.end() - 1));
  };
  if (d.weight)
    out.weight = [w = d.weight](const Point& x) { return w(Point(x.begin(), x.end() - 1)); };
  return out;
}

kit::Bind f_readings(FStatement what) {
  return [what](const RunContext& ctx) -> CaseFn {
    std::vector<CaseFn> each;
    for (const auto r :
         {FReading::point_to_point, FReading::side_broadcast, FReading::own_broadcast})
      each.push_back(f_reading(what, r)(ctx));
    return [each](const Point& x) {
      return each[static_cast<std::size_t>(x.back())](Point(x.begin(), x.end() - 1));
    };
  };
}

}  // namespace cc::halfduplex_checks
