// The numbers that section 6 of Lin and Hung quotes from Figures 4 to 8 (n = 8192 and 4096,
// p = 13, every k with 13 = kq + 1, tau = 1 and 0.1), checked on executed runs of A, B, E, F
// and L = A(n, p, 1). PLL and EK appear in the paper only as counts: PLL's 1265 computation and
// 7 communication steps are checked to be its formula of section 6 (2n/p + 1.44 log2 p - 1 and
// 1.44 log2 p + 1) rounded up, with log2 13 bounded by integers (2^37 < 13^10 < 2^38); EK's 3550
// communication steps are taken as quoted. A collective involving q PEs costs 2 log2 q, as the
// figures assume: every run is executed under a lower and an upper bound of that cost (2^-40
// apart per collective), and a comparison counts only when the brackets do not overlap.
// Running time is C + tau R in computation steps, compared exactly (tau = num/den). E and F run
// under either reading of their phase k+1 (halfduplex_prefix.hpp: 2k - 1 or 2k collectives per
// level); the figures' data are not in the text, so which one the authors plotted is not shown.
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/common.hpp"

namespace cc::halfduplex_checks {

namespace {

using namespace halfduplex;

constexpr i64 kP = 13;
constexpr i64 kPllC = 1265, kPllR = 7, kEkR = 3550;

// Communication steps bracketed: [lo, hi] in units of 2^-40. With phase 1 timed per lane
// (docs/modelling-choices.md, halfduplex.phase1_accounting) the slower lane can differ between
// the two bounds' runs: C_hi is the computation steps of the upper run (C when not given).
struct Counts {
  i64 C, lo, hi;
  i64 C_hi = -1;
  i64 upper_C() const { return C_hi < 0 ? C : C_hi; }
};

// Every algorithm at every k with p = kq + 1 (B and F where defined), executed; L under k = 1;
// E and F under `reading`.
struct Runs {
  std::map<i64, Counts> A, B, E, F;
  Counts L{};
  std::optional<Fields> failure;
};

// The other reading of "each collective communication involving p PEs requires ... 2 log2 p"
// (docs/modelling-choices.md, halfduplex.collective.cost_participants): every collective costs
// 2 log2 p of the machine's p = 13, however many PEs it involves.
i64 machine_lower(i64) { return two_log2_lower(kP); }
i64 machine_upper(i64) { return two_log2_upper(kP); }
constexpr CostModel kMachineLower{kLogScale, machine_lower};
constexpr CostModel kMachineUpper{kLogScale, machine_upper};
// The other reading of halfduplex.collective.log_rounding: 2 ceil(log2 q) whole steps (the
// executor's default, and the bound of e.t_plogp), in the same 2^-40 units (exact: lo = hi).
i64 whole_steps(i64 q) { return collective_cost(q) * kLogScale; }
constexpr CostModel kWholeSteps{kLogScale, whole_steps};

// tau_den > 0: phase 1 timed per lane at tau = tau_num/tau_den (CostModel::timed).
// F_var: F's variant (another reading of F, docs/modelling-choices.md, halfduplex.f.construction),
// or the paper's; A, B, E always the paper's.
Runs runs(i64 n, Reading reading = Reading::merged, CostReading cost = CostReading::involved,
          const PrefixVariant* f_var = nullptr, i64 tau_num = 0, i64 tau_den = 0) {
  Runs r;
  const CostModel lower = timed(cost == CostReading::machine ? kMachineLower
                                : cost == CostReading::whole ? kWholeSteps
                                                             : kPaperLower,
                                tau_num, tau_den);
  const CostModel upper = timed(cost == CostReading::machine ? kMachineUpper
                                : cost == CostReading::whole ? kWholeSteps
                                                             : kPaperUpper,
                                tau_num, tau_den);
  auto one = [&](Algorithm alg, i64 k, std::map<i64, Counts>& into) {
    if (undefined(alg, n, kP, k)) return;
    const PrefixVariant& var = alg == Algorithm::F && f_var ? *f_var : find_variant("paper");
    const Schedule s = algorithm(alg, n, kP, k, var, reading);
    const Execution lo = execute(s, lower), hi = execute(s, upper);
    if ((lo.violation || lo.missing) && !r.failure)
      r.failure = Fields{{"algorithm", name(alg)}, {"k", k}, {"legal", !lo.violation}};
    if ((hi.violation || hi.missing) && !r.failure)
      r.failure = Fields{{"algorithm", name(alg)}, {"k", k}, {"legal", !hi.violation}};
    into[k] = {lo.computation_steps, lo.communication_steps, hi.communication_steps,
               hi.computation_steps};
  };
  for (i64 k = 1; k < kP; ++k) {
    if ((kP - 1) % k != 0) continue;
    one(Algorithm::A, k, r.A);
    one(Algorithm::B, k, r.B);
    one(Algorithm::E, k, r.E);
    one(Algorithm::F, k, r.F);
  }
  r.L = r.A.at(1);
  return r;
}

// C + tau R in units of 2^-40 / den (tau = num/den), bracketed.
struct Time {
  i64 lo, hi;
};
Time time(const Counts& c, i64 num, i64 den) {
  return {c.C * den * kLogScale + c.lo * num, c.upper_C() * den * kLogScale + c.hi * num};
}
// x < y for every cost inside the brackets.
bool less(const Time& x, const Time& y) { return x.hi < y.lo; }
bool less(const Counts& x, const Counts& y) { return x.hi < y.lo; }
std::string text(const Time& t, i64 den) {
  // to 3 decimals, rounded down
  const i64 v = static_cast<i64>(static_cast<cc::i128>(t.lo) * 1000 / (den * kLogScale));
  return std::to_string(v / 1000) + "." + std::to_string(1000 + v % 1000).substr(1);
}
std::string text(const Counts& c) {
  const i64 v = static_cast<i64>(static_cast<cc::i128>(c.lo) * 1000 / kLogScale);
  return std::to_string(v / 1000) + "." + std::to_string(1000 + v % 1000).substr(1);
}

std::optional<Fields> fail(const std::string& statement, Fields detail) {
  detail.insert(detail.begin(), {"statement", statement});
  return detail;
}

std::string label(const char* alg, i64 k) {
  return std::string(alg) + "(k=" + std::to_string(k) + ")";
}

// PLL's counts: its formula rounded up (for n = 8192 the quoted 1265 and 7).
std::optional<Fields> check_pll(i64 n, Counts* out = nullptr) {
  i64 p10 = 1;
  for (int i = 0; i < 10; ++i) p10 *= kP;
  i64 b1 = 0;
  while ((i64{1} << (b1 + 1)) <= p10) ++b1;  // b1/10 < log2 13 < (b1+1)/10
  // Everything times S = 1000p: C S = 2000n + 1440 p log2 p - S, R S = 1440 p log2 p + S.
  const i64 S = 1000 * kP;
  const i64 c_lo = 2000 * n + 144 * b1 * kP - S, c_hi = c_lo + 144 * kP;
  const i64 r_lo = 144 * b1 * kP + S, r_hi = r_lo + 144 * kP;
  const i64 C = c_hi / S + (c_hi % S != 0), R = r_hi / S + (r_hi % S != 0);
  if (c_lo < (C - 1) * S || r_lo < (R - 1) * S)
    return fail("PLL's counts are its formula rounded up",
                {{"undecided", "log2 p bounds too wide"}});
  if (n == 8192 && (C != kPllC || R != kPllR))
    return fail("PLL's counts are its formula rounded up",
                {{"C", C}, {"quoted C", kPllC}, {"R", R}, {"quoted R", kPllR}});
  if (out) *out = {C, R * kLogScale, R * kLogScale};
  return std::nullopt;
}

// Figure 4: A and E take the fewest computation steps at k = 12; B and F take A's computation
// steps where defined; PLL takes the most, 1265.
std::optional<Fields> check_fig4(const Point& x, const PrefixVariant* f_var = nullptr) {
  const Runs r = runs(x[0], Reading::merged, CostReading::involved, f_var);
  if (r.failure) return r.failure;
  Counts pll{};
  if (auto f = check_pll(x[0], &pll)) return f;
  for (const auto* m : {&r.A, &r.E})
    for (const auto& [k, c] : *m)
      if (k != 12 && c.C <= m->at(12).C)
        return fail("A and E take the fewest computation steps at k = 12",
                    {{"k", k}, {"C", c.C}, {"C at k = 12", m->at(12).C}});
  for (const auto* m : {&r.B, &r.F})
    for (const auto& [k, c] : *m)
      if (c.C != r.A.at(k).C)
        return fail("B and F take A's computation steps",
                    {{"k", k}, {"C", c.C}, {"C(A)", r.A.at(k).C}});
  for (const auto* m : {&r.A, &r.B, &r.E, &r.F})
    for (const auto& [k, c] : *m)
      if (c.C >= pll.C)
        return fail("PLL takes the most computation steps", {{"k", k}, {"C", c.C}, {"PLL", pll.C}});
  return std::nullopt;
}

// Figure 5: E takes the fewest communication steps among A, B, E and L: at every k fewer than A
// and B, and its fewest (over k) fewer than any of A, B and L; F, where defined, fewer than E;
// EK's 3550 is above and PLL's 7 below every executed count.
std::optional<Fields> check_fig5(const Point& x, Reading reading, CostReading cost,
                                 const PrefixVariant* f_var = nullptr) {
  const Runs r = runs(x[0], reading, cost, f_var);
  if (r.failure) return r.failure;
  Counts pll{};
  if (auto f = check_pll(x[0], &pll)) return f;
  i64 best = 0;
  for (const auto& [k, e] : r.E) {
    if (!less(e, r.A.at(k)) || (r.B.count(k) && !less(e, r.B.at(k))))
      return fail("E takes fewer communication steps than A and B at every k",
                  {{"k", k},
                   {"T(E)", text(e)},
                   {"R(A)", text(r.A.at(k))},
                   {"S(B)", r.B.count(k) ? text(r.B.at(k)) : "-"}});
    if (best == 0 || e.hi < r.E.at(best).hi) best = k;
  }
  for (const auto& [nm, m] : {std::pair{"A", &r.A}, {"B", &r.B}})
    for (const auto& [k, c] : *m)
      if (!less(r.E.at(best), c))
        return fail("E's fewest communication steps are the fewest of all",
                    {{"E at k", best},
                     {"T(E)", text(r.E.at(best))},
                     {"than", label(nm, k)},
                     {"R", text(c)}});
  for (const auto& [k, f] : r.F)
    if (!less(f, r.E.at(k)))
      return fail("F needs slightly less communication time than E",
                  {{"k", k}, {"T(F)", text(f)}, {"T(E)", text(r.E.at(k))}});
  const Counts ek{0, kEkR * kLogScale, kEkR * kLogScale};
  for (const auto* m : {&r.A, &r.B, &r.E, &r.F})
    for (const auto& [k, c] : *m)
      if (!less(c, ek) || !less(pll, c))
        return fail("EK (3550) is above and PLL (7) below every count", {{"k", k}, {"R", text(c)}});
  return std::nullopt;
}

// Figures 6 and 7 (n = 8192) and 8 (n = 4096): the running times C + tau R.
std::optional<Fields> check_times(const Point& x, int fig, Reading reading, CostReading cost,
                                  bool per_lane = false, const PrefixVariant* f_var = nullptr) {
  const i64 n = x[0], num = 1, den = fig == 6 ? 1 : 10;
  const Runs r = per_lane ? runs(n, reading, cost, f_var, num, den) : runs(n, reading, cost, f_var);
  if (r.failure) return r.failure;
  Counts pllc{};
  if (auto f = check_pll(n, &pllc)) return f;
  const Time tl = time(r.L, num, den), tp = time(pllc, num, den);
  auto t = [&](const std::map<i64, Counts>& m, i64 k) { return time(m.at(k), num, den); };
  auto tx = [&](const Time& v) { return text(v, den); };
  // E is faster than A and B at every k, and its fastest is faster than A, B and L.
  i64 best = 0;
  for (const auto& [k, e] : r.E) {
    const Time te = time(e, num, den);
    if (!less(te, t(r.A, k)) || (r.B.count(k) && !less(te, t(r.B, k))))
      return fail("E is faster than A and B at every k",
                  {{"k", k},
                   {"time(E)", tx(te)},
                   {"time(A)", tx(t(r.A, k))},
                   {"time(B)", r.B.count(k) ? tx(t(r.B, k)) : "-"}});
    if (best == 0 || te.hi < t(r.E, best).hi) best = k;
  }
  std::vector<std::pair<std::string, Time>> all;
  for (const auto& [nm, m] : {std::pair{"A", &r.A}, {"B", &r.B}, {"E", &r.E}, {"F", &r.F}})
    for (const auto& [k, c] : *m) all.push_back({label(nm, k), time(c, num, den)});
  for (const auto& [who, tt] : all)
    if (who[0] != 'E' && who[0] != 'F' && !less(t(r.E, best), tt))
      return fail(
          "E's fastest is faster than A, B and L",
          {{"E at k", best}, {"time(E)", tx(t(r.E, best))}, {"than", who}, {"time", tx(tt)}});
  if (fig == 6) {
    for (const auto& [who, tt] : all)
      if (!less(tp, tt) || !less(tp, tl))
        return fail("PLL is the fastest", {{"than", who}, {"time", tx(tt)}, {"time(PLL)", tx(tp)}});
    for (const auto& [k, f] : r.F)
      if (!less(time(f, num, den), t(r.E, k)))
        return fail("F is faster than E",
                    {{"k", k}, {"time(F)", tx(time(f, num, den))}, {"time(E)", tx(t(r.E, k))}});
    return std::nullopt;
  }
  all.push_back({"L", tl});
  all.push_back({"PLL", tp});
  for (const auto& [who, tt] : all)
    if (who != label("E", 12) && !less(t(r.E, 12), tt))
      return fail("E(n, 13, 12) is the fastest",
                  {{"than", who}, {"time", tx(tt)}, {"time(E, k=12)", tx(t(r.E, 12))}});
  if (fig == 8) return std::nullopt;
  for (const auto& [k, b] : r.B)
    if (!less(time(b, num, den), t(r.A, k)) || !less(time(b, num, den), tl))
      return fail("B is faster than A and L", {{"k", k},
                                               {"time(B)", tx(time(b, num, den))},
                                               {"time(A)", tx(t(r.A, k))},
                                               {"time(L)", tx(tl)}});
  if (!less(t(r.A, 12), t(r.B, 6)))
    return fail("A(8192, 13, 12) is faster than B(8192, 13, 6)",
                {{"time(A, k=12)", tx(t(r.A, 12))}, {"time(B, k=6)", tx(t(r.B, 6))}});
  if (!less(t(r.F, 6), t(r.E, 6)) || !less(t(r.E, 12), t(r.F, 6)))
    return fail(
        "F(8192, 13, 6) is slightly faster than E(8192, 13, 6), and E(8192, 13, 12) "
        "faster than both",
        {{"time(F, k=6)", tx(t(r.F, 6))},
         {"time(E, k=6)", tx(t(r.E, 6))},
         {"time(E, k=12)", tx(t(r.E, 12))}});
  for (const auto& [who, tt] : all)
    if (who != "PLL" && !less(tt, tp))
      return fail("PLL is the slowest", {{"than", who}, {"time", tx(tt)}, {"time(PLL)", tx(tp)}});
  return std::nullopt;
}

}  // namespace

std::optional<Fields> fig4_case(const Point& x) { return check_fig4(x); }
std::optional<Fields> figure_case(int fig, Reading reading, const Point& x, CostReading cost,
                                  bool per_lane) {
  return fig == 5 ? check_fig5(x, reading, cost) : check_times(x, fig, reading, cost, per_lane);
}
std::optional<Fields> figure_f_case(int fig, const PrefixVariant& f_var, const Point& x) {
  if (fig == 4) return check_fig4(x, &f_var);
  return fig == 5 ? check_fig5(x, Reading::merged, CostReading::involved, &f_var)
                  : check_times(x, fig, Reading::merged, CostReading::involved, false, &f_var);
}
kit::Bind figure(int fig, Reading reading, CostReading cost, bool per_lane) {
  return [fig, reading, cost, per_lane](const RunContext&) -> CaseFn {
    return [fig, reading, cost, per_lane](const Point& x) {
      return figure_case(fig, reading, x, cost, per_lane);
    };
  };
}

}  // namespace cc::halfduplex_checks
