// Checkers of the LogP family (Shou and Chen, sections 1-3): f_T against
// the tree, Theorem 2's recurrence case by case, Theorems 1 and 2 against the exhaustive search
// over all broadcast schedules (every witness schedule replayed on the executor), Definitions 3
// and 4 and Theorem 3 on the trees, Theorem 4's reconstructed bounds and the inequalities of its
// proof in exact integers, the summation claims run on the executor with interval witnesses, and
// the paper's summation optimality against the search over every summation schedule
// (spec/algorithms/logp_sum_opt.hpp; every schedule it reports replayed on the executor).
#include <algorithm>
#include <set>

#include "checkers/engine/exhaustive.hpp"
#include "checkers/engine/proof.hpp"
#include "checkers/engine/property.hpp"
#include "checkers/logp/sum_checks.hpp"
#include "checkers/registry.hpp"
#include "generators/logp.hpp"
#include "proofs/logp_obligations.hpp"
#include "spec/algorithms/logp_broadcast.hpp"
#include "spec/algorithms/logp_sum.hpp"
#include "spec/algorithms/logp_sum_opt.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/models/logp_arith.hpp"

namespace cc::logp_checks {

using namespace logp;

namespace {

bool smoke(Budget b) { return b == Budget::smoke; }

std::string dec(u128 v) { return to_decimal(v); }

Fields violation_fields(const Violation& v) {
  return {{"rule", v.rule},
          {"pe", static_cast<std::uint64_t>(v.pe)},
          {"time", static_cast<std::int64_t>(v.time)},
          {"violation", v.detail}};
}

std::string pairs(const Tree& t) {
  std::string s;
  for (const auto& n : t.nodes)
    s += (s.empty() ? "" : " ") + std::string("(") + std::to_string(n.number) + "," +
         std::to_string(n.T) + ")";
  return s;
}

// ---- Definition 2 and Theorem 2 (the counts) ----

std::vector<Axis> log_axes(Budget b, std::int64_t o_lo) {
  const std::int64_t m = smoke(b) ? 4 : 8;
  return {{"L", 1, m, 1, 64}, {"o", o_lo, m, 0, 64}, {"g", 1, m, 1, 64}};
}
std::int64_t t_max(Budget b) { return smoke(b) ? 60 : 200; }

// The largest T' <= T with f_{T'} below 2^128 (with o = 0 and L = 1, f_T doubles every cycle):
// the recurrence is compared up to there.
Time fit_T(Time L, Time o, Time g, Time T) {
  for (;; --T) {
    try {
      f_direct(L, o, g, T);
      return T;
    } catch (const Overflow&) {
    }
  }
}

std::optional<Fields> check_def2(const Point& p, Budget b) {
  const Time L = p[0], o = p[1], g = p[2], T = smoke(b) ? 30 : 60;
  const auto f = f_direct(L, o, g, T);
  for (Time n = 0; n <= T; ++n) {
    const auto e = f_enumerate(L, o, g, n, 200000);
    if (!e) break;
    if (*e != f[static_cast<std::size_t>(n)])
      return Fields{{"T", n},
                    {"by subtree sizes", dec(f[static_cast<std::size_t>(n)])},
                    {"node by node", dec(*e)}};
  }
  return std::nullopt;
}

// which: 0 the whole recurrence, 1..3 one case (others skipped).
std::optional<Fields> check_thm2(const Point& p, Budget b, int which) {
  const Time L = p[0], o = p[1], g = p[2], T = fit_T(L, o, g, t_max(b)), h = L + 2 * o;
  const auto f = f_direct(L, o, g, T);
  const auto rec = f_recurrence(L, o, g, T);
  for (Time n = 0; n <= T; ++n) {
    const int c = thm2_case(L, o, g, n);
    if (which != 0 && c != which) continue;
    u128 printed = rec[static_cast<std::size_t>(n)];
    if (which == 3)
      printed = f[static_cast<std::size_t>(n - g)] + f[static_cast<std::size_t>(n - h)];
    if (printed != f[static_cast<std::size_t>(n)])
      return Fields{{"n", n},
                    {"case", static_cast<std::int64_t>(c)},
                    {"recurrence", dec(printed)},
                    {"tree count", dec(f[static_cast<std::size_t>(n)])}};
  }
  return std::nullopt;
}

std::optional<Fields> check_boundary(const Point& p, Budget b) {
  const Time L = p[0], o = p[1], g = p[2], T = fit_T(L, o, g, t_max(b)), h = L + 2 * o;
  const auto f = f_direct(L, o, g, T);
  for (Time n = 0; n <= T; ++n)
    if (thm2_cases_matching(L, o, g, n) != 1)
      return Fields{
          {"n", n},
          {"cases that apply", static_cast<std::int64_t>(thm2_cases_matching(L, o, g, n))}};
  if (h <= g && g <= T) {
    const u128 c2 = 1 + static_cast<u128>(g / h), c3 = f[0] + f[static_cast<std::size_t>(g - h)];
    if (c2 != f[static_cast<std::size_t>(g)] || c3 != f[static_cast<std::size_t>(g)])
      return Fields{{"n", g},
                    {"case 2 formula", dec(c2)},
                    {"case 3 formula", dec(c3)},
                    {"tree count", dec(f[static_cast<std::size_t>(g)])}};
  }
  return std::nullopt;
}

// ---- Theorems 1 and 2 against the search ----

std::vector<Axis> small_axes(Budget b, std::int64_t o_lo) {
  const std::int64_t m = smoke(b) ? 3 : 6;
  return {{"L", 1, m, 1, 64}, {"o", o_lo, m, 0, 64}, {"g", 1, m, 1, 64}};
}

std::optional<Fields> check_reach(const Point& p, Budget b, bool effective) {
  const Time L = p[0], o = p[1], g = p[2], ge = effective ? std::max(g, o) : g;
  const Time T = smoke(b) ? 24 : 48;
  const auto f = f_direct(L, o, ge, T);
  for (Time t = 0; t <= T; ++t) {
    const auto best = best_broadcast({L, o, g, 1}, t, u64{1} << 62);
    if (best.informed <= (u64{1} << 16)) {
      const Params prm{L, o, g, static_cast<Pe>(best.informed)};
      const auto ex = execute(broadcast_schedule(prm, best.plan));
      if (ex.violation) return violation_fields(*ex.violation);
      if (!ex.broadcast_time() || *ex.broadcast_time() > t)
        return Fields{{"T", t}, {"search's schedule", "does not inform every PE by T"}};
    }
    if (static_cast<u128>(best.informed) != f[static_cast<std::size_t>(t)])
      return Fields{{"T", t},
                    {"f_T", dec(f[static_cast<std::size_t>(t)])},
                    {"most PEs informed (search)", best.informed}};
  }
  return std::nullopt;
}

std::vector<Axis> pl_axes(Budget b, std::int64_t P, std::int64_t o_lo) {
  auto a = small_axes(b, o_lo);
  a.insert(a.begin(), Axis{"P", 1, P, 1, 1 << 16});
  return a;
}

std::optional<Fields> check_thm1(const Point& p, bool effective) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3], ge = effective ? std::max(g, o) : g;
  const Params prm{L, o, g, static_cast<Pe>(P)};
  const Tree t = gbt_smallest(L, o, ge, P);
  const auto ex = execute(broadcast_schedule(prm, tree_plan(t, ge)));
  if (ex.violation) return violation_fields(*ex.violation);
  const auto opt = optimal_broadcast(prm);
  const auto opt_ex = execute(broadcast_schedule(prm, opt.plan));
  if (opt_ex.violation || !opt_ex.broadcast_time() || *opt_ex.broadcast_time() > opt.T)
    return Fields{{"search's schedule", "fails on the executor"}};
  const Time formula = min_time(L, o, ge, P);
  const auto ta = ex.broadcast_time();
  if (!ta || *ta != opt.T || formula != opt.T)
    return Fields{{"T_B(P) tree", ta ? std::to_string(*ta) : "not all informed"},
                  {"optimum (search)", static_cast<std::int64_t>(opt.T)},
                  {"min{T | f_T >= P}", static_cast<std::int64_t>(formula)}};
  return std::nullopt;
}

// ---- Definition 3, Theorem 3, Definition 4 ----

std::optional<Fields> check_numbering(const Point& p, bool thm3) {
  const Time L = p[0], o = p[1], g = p[2], T = p[3];
  const auto f = f_direct(L, o, g, T);
  const u128 P = f[static_cast<std::size_t>(T)];
  if (P > 300) return std::nullopt;  // every root P0 is tried: keep P small
  for (u64 P0 = 0; P0 < P; ++P0) {
    const Tree t = obt_prefix(L, o, g, T, static_cast<u64>(P), static_cast<Pe>(P0));
    std::set<Pe> seen;
    for (const auto& n : t.nodes) seen.insert(n.number);
    if (!thm3 && (seen.size() != P || *seen.rbegin() >= P))
      return Fields{
          {"P0", P0}, {"P", dec(P)}, {"distinct numbers", static_cast<std::uint64_t>(seen.size())}};
    if (!thm3) continue;
    for (const auto& n : t.nodes)
      for (std::size_t k = 0; k < n.children.size(); ++k) {
        const auto& c = t.nodes[n.children[k]];
        const u64 want =
            thm3_child_number(f, n.number, n.T, static_cast<Time>(k), g, static_cast<u64>(P));
        const Time wt = n.T - L - 2 * o - static_cast<Time>(k) * g;
        if (c.number != want || c.T != wt)
          return Fields{
              {"P0", P0},
              {"node", "(" + std::to_string(n.number) + "," + std::to_string(n.T) + ")"},
              {"k", static_cast<std::uint64_t>(k)},
              {"Definition 3", "(" + std::to_string(c.number) + "," + std::to_string(c.T) + ")"},
              {"Theorem 3", "(" + std::to_string(want) + "," + std::to_string(wt) + ")"}};
      }
  }
  return std::nullopt;
}

std::optional<Fields> check_tstar(const BroadcastVariant& v, const Point& p) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3];
  const Params prm{L, o, g, static_cast<Pe>(P)};
  const auto ex = execute(broadcast_schedule(prm, v.plan(prm)));
  if (ex.violation) return violation_fields(*ex.violation);
  const auto opt = optimal_broadcast(prm);
  const Time formula = min_time(L, o, g, P);
  const auto ta = ex.broadcast_time();
  if (!ta || *ta != opt.T || formula != opt.T)
    return Fields{{"T_A", ta ? std::to_string(*ta) : "not all informed"},
                  {"optimum (search)", static_cast<std::int64_t>(opt.T)},
                  {"min{T | f_T >= P}", static_cast<std::int64_t>(formula)},
                  {"from optimal", ta ? std::to_string(*ta - opt.T) : "-"}};
  return std::nullopt;
}

// ---- Theorem 4 (exact: compare 2^T with P^m) ----

using Big = std::vector<std::uint32_t>;
Big big_pow(std::uint64_t base, Time e) {
  Big r{1};
  for (Time i = 0; i < e; ++i) {
    std::uint64_t carry = 0;
    for (auto& d : r) {
      const std::uint64_t x = static_cast<std::uint64_t>(d) * base + carry;
      d = static_cast<std::uint32_t>(x);
      carry = x >> 32;
    }
    while (carry) {
      r.push_back(static_cast<std::uint32_t>(carry));
      carry >>= 32;
    }
  }
  return r;
}
int big_cmp(const Big& a, const Big& b) {
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  for (std::size_t i = a.size(); i-- > 0;)
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

std::optional<Fields> check_thm4(const Point& p, Budget b) {
  const Time L = p[0], o = p[1], g = p[2], h = L + 2 * o;
  const Time mn = std::min(g, h), mx = std::max(g, h);
  const u64 Pmax = smoke(b) ? 256 : 2048;
  for (u64 P = 1; P <= Pmax; ++P) {
    const Time T = min_time(L, o, g, P);
    const Big two_t = big_pow(2, T);
    const bool lower = big_cmp(big_pow(P, mn), two_t) <= 0;     // mn log2 P <= T
    const bool upper = big_cmp(two_t, big_pow(4 * P, mx)) < 0;  // T < mx log2(4P)
    if (!lower || !upper)
      return Fields{{"P", P},
                    {"T_B", static_cast<std::int64_t>(T)},
                    {"lower bound holds", lower},
                    {"upper bound holds", upper}};
  }
  return std::nullopt;
}

// The inequalities of Theorem 4's proof, for every T up to t_max (exact: x log2 y <= T is
// y^x <= 2^T). which: 0 the combined line as printed (upper bound max{g, L+2o} log2 f_T), 1 the
// same with log2(2 f_T) (as the line before it and the final log2(4P) need), 2 the surviving case
// g log2 f_T <= T < (L+2o) log2(2 f_T) (its condition, g <= L+2o, reconstructed).
Big big_from(u128 v) {
  Big r;
  do {
    r.push_back(static_cast<std::uint32_t>(v));
    v >>= 32;
  } while (v);
  return r;
}
Big big_mul(const Big& a, const Big& b) {
  Big r(a.size() + b.size(), 0);
  for (std::size_t i = 0; i < a.size(); ++i) {
    std::uint64_t carry = 0;
    for (std::size_t j = 0; j < b.size(); ++j) {
      const std::uint64_t x = static_cast<std::uint64_t>(a[i]) * b[j] + r[i + j] + carry;
      r[i + j] = static_cast<std::uint32_t>(x);
      carry = x >> 32;
    }
    for (std::size_t k = i + b.size(); carry; ++k) {
      const std::uint64_t x = static_cast<std::uint64_t>(r[k]) + carry;
      r[k] = static_cast<std::uint32_t>(x);
      carry = x >> 32;
    }
  }
  while (r.size() > 1 && r.back() == 0) r.pop_back();
  return r;
}
Big big_pow(const Big& base, Time e) {
  Big r{1};
  for (Time i = 0; i < e; ++i) r = big_mul(r, base);
  return r;
}

std::optional<Fields> check_thm4_proof(const Point& p, Budget b, int which) {
  const Time L = p[0], o = p[1], g = p[2], h = L + 2 * o;
  const Time lo_m = which == 2 ? g : std::min(g, h), hi_m = which == 2 ? h : std::max(g, h);
  const Time T = fit_T(L, o, g, t_max(b));
  const auto f = f_direct(L, o, g, T);
  std::optional<Time> first, first_pos;
  bool first_lower = true, first_upper = true;
  for (Time t = 0; t <= T; ++t) {
    const u128 ft = f[static_cast<std::size_t>(t)];
    const Big two_t = big_pow(2, t);
    const bool lower = big_cmp(big_pow(big_from(ft), lo_m), two_t) <= 0;
    const Big up = which == 0 ? big_from(ft) : big_mul(big_from(ft), Big{2});
    const bool upper = big_cmp(two_t, big_pow(up, hi_m)) < 0;
    if (lower && upper) continue;
    if (!first) {
      first = t;
      first_lower = lower;
      first_upper = upper;
    }
    if (ft >= 2) {
      first_pos = t;
      break;
    }
  }
  if (!first) return std::nullopt;
  const std::string bound = which == 0 ? "log2(f_T)" : "log2(2 f_T)";
  Fields out{{"T", static_cast<std::int64_t>(*first)},
             {"f_T", dec(f[static_cast<std::size_t>(*first)])},
             {"lower bound holds", first_lower},
             {"upper bound (" + bound + ") holds", first_upper}};
  if (first_pos && *first_pos != *first) {
    out.push_back({"first T with f_T >= 2", static_cast<std::int64_t>(*first_pos)});
    out.push_back({"its f_T", dec(f[static_cast<std::size_t>(*first_pos)])});
  }
  return out;
}

std::optional<Fields> check_chain(const Point& p, Budget b, bool p2) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3], h = L + 2 * o, m = std::min(g, h);
  (void)b;
  const Time T = min_time(L, o, g, P);
  const auto f = f_direct(L, o, g, T);
  auto F = [&](Time n) -> u128 { return n < 0 ? 0 : f[static_cast<std::size_t>(n)]; };
  const bool ok = P <= F(T) && F(T) <= 2 * F(T - m) && 2 * F(T - m) <= 2 * F(T - 1) &&
                  2 * F(T - 1) < 2 * static_cast<u128>(P);
  const bool ok2 = P <= F(T) && F(T) <= 2 * F(T - 1) && 2 * F(T - 1) < 2 * static_cast<u128>(P);
  if (p2 ? ok2 && ok : ok) return std::nullopt;
  return Fields{{"T", static_cast<std::int64_t>(T)},
                {"f_T", dec(F(T))},
                {"f_{T-min{g,L+2o}}", dec(F(T - m))},
                {"f_{T-1}", dec(F(T - 1))}};
}

// ---- Summation ----

// o_lo = 1 keeps to the paper's o > 0 (Theorem 2); the corner o = 0 is an extension.
std::vector<Axis> sum_axes(Budget b, std::int64_t o_lo = 0) {
  const std::int64_t P = smoke(b) ? 10 : 24, m = smoke(b) ? 3 : 5;
  return {
      {"P", 2, P, 1, 1 << 12}, {"L", 1, m, 1, 64}, {"o", o_lo, m - 1, 0, 64}, {"g", 1, m, 1, 64}};
}
std::vector<Axis> sum_axes_paper(Budget b) { return sum_axes(b, 1); }
std::vector<Axis> sum_axes_all(Budget b) { return sum_axes(b, 0); }
bool g_gt_o(const Point& p) { return p[3] >= p[2] + 1; }
// The paper's model: g is at least o (introduction).
bool g_ge_o(const Point& p) { return p[3] >= p[2]; }

std::optional<Fields> sum_outcome(const SumPlan& plan, const SumRun& r, Time N, Time when) {
  if (r.ex.violation) return violation_fields(*r.ex.violation);
  const auto& v = r.ex.value[r.root_pe];
  const Interval want = Interval::range(0, N - 1);
  const Time fin = r.ex.finish[r.root_pe];
  if (r.total != N || !v || *v != want || fin != when) {
    std::string ns;
    for (auto x : plan.operands) ns += (ns.empty() ? "" : ",") + std::to_string(x);
    return Fields{{"N_i", ns},
                  {"N", static_cast<std::int64_t>(N)},
                  {"operands placed", static_cast<std::int64_t>(r.total)},
                  {"root value", v ? witness::to_string(*v) : "none"},
                  {"expected", witness::to_string(want)},
                  {"root finishes", static_cast<std::int64_t>(fin)},
                  {"stated time", static_cast<std::int64_t>(when)}};
  }
  return std::nullopt;
}

std::optional<Fields> check_lemma1(const Point& p, bool corrected) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3];
  SumPlan plan;
  plan.params = {L, o, g, static_cast<Pe>(P)};
  plan.tree = sum_tree(L, o, g, P, 0);
  Time N = 0;
  for (std::size_t i = 0; i < plan.tree.nodes.size(); ++i) {
    const auto& nd = plan.tree.nodes[i];
    plan.operands.push_back(corrected ? lemma1_actual(plan.tree, i, o)
                                      : lemma1_operands(nd.T, nd.children.empty(), L, o, g));
    N += plan.operands.back();
  }
  const Time T0 = plan.tree.nodes[0].T;
  if (auto bad = sum_outcome(plan, run_sum(plan), N, T0)) return bad;
  for (std::size_t i = 0; i < plan.operands.size(); ++i) {
    SumPlan more = plan;
    more.operands[i] += 1;
    if (!sum_outcome(more, run_sum(more), N + 1, T0))
      return Fields{{"node", "(" + std::to_string(plan.tree.nodes[i].number) + "," +
                                 std::to_string(plan.tree.nodes[i].T) + ")"},
                    {"N_i (Lemma 1)", static_cast<std::int64_t>(plan.operands[i])},
                    {"N_i + 1 also fits by T_0", true}};
  }
  return std::nullopt;
}

std::optional<Fields> check_thm5(const Point& p) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3];
  const Tree t = sum_tree(L, o, g, P, 0);
  const Time ns = thm5_ns(t, o);
  const SumPlan plan = intended_plan(L, o, g, P, ns);
  if (plan.B != 0) return Fields{{"N_S", static_cast<std::int64_t>(ns)}, {"sum of N_i", "differs"}};
  return sum_outcome(plan, run_sum(plan), ns, t.nodes[0].T);
}

std::vector<Axis> alg2_axes(Budget b, std::int64_t o_lo = 0) {
  auto a = sum_axes(b, o_lo);
  a.push_back({"extra", 0, smoke(b) ? 6 : 12, 0, 1 << 20});
  return a;
}
std::vector<Axis> alg2_axes_all(Budget b) { return alg2_axes(b, 0); }
std::vector<Axis> alg2_axes_paper(Budget b) { return alg2_axes(b, 1); }

std::optional<Fields> check_alg2(const Point& p, int mode, const SumVariant* var) {
  // mode 0: printed; 1: intended (ceil time); 2: Theorem 6 literal (exact division); 3: printed
  // with its misprints fixed (time T_B + B, B = floor((N - sum A_j)/P) as step 6 has it).
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3], extra = p[4];
  const Tree t = sum_tree(L, o, g, P, 0);
  const Time ns = thm5_ns(t, o), N = ns + extra, TB = t.nodes[0].T;
  const Time Pi = static_cast<Time>(P);
  if (mode == 0 || mode == 3) {
    const SumPlan plan = printed_plan(L, o, g, P, N, mode == 3);
    return sum_outcome(plan, run_sum(plan), N, TB + plan.B);
  }
  const SumPlan plan = intended_plan(L, o, g, P, N);
  const SumRun r = run_sum(plan, var);
  if (mode == 1) return sum_outcome(plan, r, N, TB + (extra + Pi - 1) / Pi);
  if (auto bad = sum_outcome(plan, r, N, TB + (extra + Pi - 1) / Pi)) return bad;
  const Time fin = r.ex.finish[r.root_pe];
  if ((fin - TB) * Pi != extra)
    return Fields{{"N", static_cast<std::int64_t>(N)},
                  {"N_S", static_cast<std::int64_t>(ns)},
                  {"T_B", static_cast<std::int64_t>(TB)},
                  {"T_B + (N - N_S)/P",
                   std::to_string(TB) + " + " + std::to_string(extra) + "/" + std::to_string(P)},
                  {"root finishes", static_cast<std::int64_t>(fin)}};
  return std::nullopt;
}

std::optional<Fields> check_parent(const Point& p) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3];
  for (Pe P0 = 0; P0 < P; ++P0) {
    const Tree t = sum_tree(L, o, g, P, P0);
    for (std::size_t i = 1; i < t.nodes.size(); ++i) {
      const auto got = compute_parent(t.nodes[i].number, t.nodes[0].T, L, o, g, P, P0);
      const Pe want = t.nodes[t.nodes[i].parent].number;
      if (!got || *got != want)
        return Fields{{"P0", static_cast<std::uint64_t>(P0)},
                      {"node", "(" + std::to_string(t.nodes[i].number) + "," +
                                   std::to_string(t.nodes[i].T) + ")"},
                      {"ComputeParent", got ? std::to_string(*got) : "does not return"},
                      {"parent", static_cast<std::uint64_t>(want)}};
    }
  }
  return std::nullopt;
}

// Algorithm 2 (as intended: K_i the children in S*, the N - N_S surplus spread with a ceiling)
// for 1 <= N < N_S, where B = ceil((N - N_S)/P) < 0: the counts N_i = A_i + B (the last
// P*B - (N - N_S) nodes one fewer) are run on the executor when none is negative.
std::optional<Fields> check_alg2_small(const Point& p) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3], N = p[4];
  SumPlan plan;
  plan.params = {L, o, g, static_cast<Pe>(P)};
  plan.tree = sum_tree(L, o, g, P, 0);
  Time ns = 0;
  for (std::size_t i = 0; i < plan.tree.nodes.size(); ++i) {
    plan.operands.push_back(lemma1_actual(plan.tree, i, o));
    ns += plan.operands.back();
  }
  const Time Pi = static_cast<Time>(P), d = N - ns;
  plan.B = d >= 0 ? (d + Pi - 1) / Pi : -((-d) / Pi);
  const Time shortfall = Pi * plan.B - d;
  std::string counts;
  bool negative = false;
  for (std::size_t i = 0; i < plan.operands.size(); ++i) {
    plan.operands[i] += plan.B;
    if (static_cast<Time>(plan.operands.size() - i) <= shortfall) plan.operands[i] -= 1;
    negative = negative || plan.operands[i] < 0;
    counts += (counts.empty() ? "" : ",") + std::to_string(plan.operands[i]);
  }
  const Time TB = plan.tree.nodes[0].T;
  if (negative)
    return Fields{{"N_S", static_cast<std::int64_t>(ns)},
                  {"B", static_cast<std::int64_t>(plan.B)},
                  {"N_i", counts},
                  {"defect", "a node is given a negative number of operands"}};
  return sum_outcome(plan, run_sum(plan), N, TB + plan.B);
}

// Theorem 5 read as printed: the most operands over the schedules based on S* (the tree fixed;
// send times, receive order and relays free) is at most N_S (g >= o), and N_S for g >= o+1; the
// best such schedule replays on the executor.
std::optional<Fields> check_thm5_on_sstar(const Point& p) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3];
  const Tree t = sum_tree(L, o, g, P, 0);
  const Time ns = thm5_ns(t, o), T = t.nodes[0].T;
  TimedTree best;
  const auto most = most_on_tree(t, T, L, o, g, &best);
  const bool exact = g >= o + 1;
  if (!most && !exact) return std::nullopt;  // g = o: no schedule on S* finishes by T at all
  if (!most || *most > ns || (exact && *most != ns))
    return Fields{{"T", static_cast<std::int64_t>(T)},
                  {"N_S", static_cast<std::int64_t>(ns)},
                  {"most on S* (search)", most ? std::to_string(*most) : "nothing fits"}};
  return replay_timed({L, o, g, static_cast<Pe>(P)}, best, *most, T);
}

std::optional<Fields> check_fig2_optimal() {
  SumSearch s(5, 2, 4);
  const Time t = s.least_time(82, 7);
  if (t != 29)
    return Fields{{"least time for 82 operands (search)", static_cast<std::int64_t>(t)},
                  {"Algorithm 2 (T_B + 5)", static_cast<std::int64_t>(29)}};
  return replay_timed({5, 2, 4, 7}, s.tree(t, 7), 82, t);
}

// ---- Examples ----

std::optional<Fields> check_fig1() {
  const Tree t8 = tstar(6, 2, 4, 8, 0), t7 = tstar(6, 2, 4, 7, 0);
  const std::string want8 = "(0,24) (1,14) (2,4) (3,0) (4,10) (5,0) (6,6) (7,2)";
  const std::string want7 = "(0,24) (1,14) (2,4) (3,0) (4,10) (5,0) (6,6)";
  Time times[2];
  int i = 0;
  for (const Tree* t : {&t8, &t7}) {
    const Params prm{6, 2, 4, static_cast<Pe>(t->nodes.size())};
    const auto ex = execute(broadcast_schedule(prm, tree_plan(*t, 4)));
    if (ex.violation) return violation_fields(*ex.violation);
    times[i++] = ex.broadcast_time().value_or(-1);
  }
  const Time o8 = optimal_broadcast({6, 2, 4, 8}).T, o7 = optimal_broadcast({6, 2, 4, 7}).T;
  if (pairs(t8) != want8 || pairs(t7) != want7 || times[0] != 24 || times[1] != 24 || o8 != 24 ||
      o7 != 24)
    return Fields{{"T*(8)", pairs(t8)},
                  {"T*(7)", pairs(t7)},
                  {"times", std::to_string(times[0]) + "," + std::to_string(times[1])},
                  {"optima", std::to_string(o8) + "," + std::to_string(o7)}};
  return std::nullopt;
}

std::optional<Fields> check_fig2() {
  const SumPlan plan = intended_plan(5, 2, 4, 7, 82);
  std::string ns;
  for (std::size_t i = 0; i < plan.operands.size(); ++i)
    ns += (ns.empty() ? "" : ",") + std::to_string(plan.operands[i] - plan.B);
  if (ns != "16,9,5,1,8,1,7" || plan.B != 5)
    return Fields{{"A_i", ns}, {"B_i", static_cast<std::int64_t>(plan.B)}};
  return sum_outcome(plan, run_sum(plan), 82, 29);
}

using CaseFnB = std::function<std::optional<Fields>(const Point&, const RunContext&)>;

Checker ex(const std::string& id, std::function<std::vector<Axis>(Budget)> axes, CaseFnB fn,
           std::function<bool(const Point&)> adm = {}, bool variant = false) {
  return {id,
          [=](const RunContext& ctx) {
            return run_exhaustive(
                {id, axes(ctx.budget), adm, [&](const Point& p) { return fn(p, ctx); }, {}}, ctx);
          },
          variant};
}

const BroadcastVariant& bvariant(const RunContext& ctx) {
  return find_broadcast_variant(ctx.variant.empty() ? "tstar" : ctx.variant);
}

const SumVariant* svariant(const RunContext& ctx) {
  if (ctx.variant.empty()) return find_sum_variant("paper");
  const SumVariant* v = find_sum_variant(ctx.variant);
  if (!v) throw UsageError("--variant " + ctx.variant + " is not a logp summation variant");
  return v;
}

}  // namespace

std::optional<Fields> replay_timed(const Params& prm, const TimedTree& t, Time N, Time by) {
  // The executor judges first; the capacity (what the tree's times allow) is compared after.
  const Schedule s = timed_schedule(prm, t, N);
  Time placed = 0;
  for (const auto& v : s.operands) placed += static_cast<Time>(v.size());
  const auto ex = execute(s);
  if (ex.violation) {
    Fields f = violation_fields(*ex.violation);
    f.push_back({"tree", describe(t)});
    return f;
  }
  const Interval want = Interval::range(0, N - 1);
  const auto cap = tree_capacity(prm, t);
  if (placed != N || !ex.value[0] || *ex.value[0] != want || ex.finish[0] > by || !cap || *cap < N)
    return Fields{{"tree", describe(t)},
                  {"capacity", cap ? std::to_string(*cap) : "does not fit"},
                  {"operands placed", static_cast<std::int64_t>(placed)},
                  {"root value", ex.value[0] ? witness::to_string(*ex.value[0]) : "none"},
                  {"expected", witness::to_string(want)},
                  {"root finishes", static_cast<std::int64_t>(ex.finish[0])},
                  {"by", static_cast<std::int64_t>(by)}};
  return std::nullopt;
}

std::optional<Fields> check_sum_count(const Point& p, bool literal, SearchBug bug) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3];
  const Tree st = sum_tree(L, o, g, P, 0);
  const Time T = st.nodes[0].T, ns = thm5_ns(st, o);
  SumSearch search(L, o, g, bug);
  const Time most = search.most(T, P);
  const TimedTree best = search.tree(T, P);
  if (auto bad = replay_timed({L, o, g, static_cast<Pe>(P)}, best, most, T)) {
    bad->insert(bad->begin(), {"search's schedule", "fails on the executor"});
    return bad;
  }
  if (literal) {
    if (most <= ns) return std::nullopt;
    return Fields{{"T_B", static_cast<std::int64_t>(T)},
                  {"N_S", static_cast<std::int64_t>(ns)},
                  {"most by T_B (search, replayed)", static_cast<std::int64_t>(most)},
                  {"its tree (deadline->parent)", describe(best)}};
  }
  // The corrected claim: no fewer than the best schedule on S*, hence N_S for g >= o+1.
  const auto on_s = most_on_tree(st, T, L, o, g);
  if ((on_s && most < *on_s) || (g >= o + 1 && most < ns))
    return Fields{{"T_B", static_cast<std::int64_t>(T)},
                  {"N_S", static_cast<std::int64_t>(ns)},
                  {"most on S*", on_s ? std::to_string(*on_s) : "nothing fits"},
                  {"most by T_B (search)", static_cast<std::int64_t>(most)}};
  return std::nullopt;
}

std::optional<Fields> check_sum_time(const Point& p, bool literal, SearchBug bug) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3], extra = p[4];
  const Tree st = sum_tree(L, o, g, P, 0);
  const Time TB = st.nodes[0].T, ns = thm5_ns(st, o), N = ns + extra;
  const Time Pi = static_cast<Time>(P), paper = TB + (extra + Pi - 1) / Pi;
  SumSearch search(L, o, g, bug);
  const Time t = search.least_time(N, P);
  if (auto bad = replay_timed({L, o, g, static_cast<Pe>(P)}, search.tree(t, P), N, t)) {
    bad->insert(bad->begin(), {"search's schedule", "fails on the executor"});
    return bad;
  }
  const bool minimal = t == 0 || search.most(t - 1, P) < N;
  if (literal ? t >= paper : (t <= paper && minimal)) return std::nullopt;
  return Fields{{"N", static_cast<std::int64_t>(N)},
                {"N_S", static_cast<std::int64_t>(ns)},
                {"T_B + ceil((N - N_S)/P)", static_cast<std::int64_t>(paper)},
                {"least time (search, replayed)", static_cast<std::int64_t>(t)},
                {"its tree (deadline->parent)", describe(search.tree(t, P))}};
}

std::optional<Fields> check_sum_general(const Point& p, SearchBug bug) {
  const Time L = p[0], o = p[1], g = p[2], T = p[3];
  SumSearch search(L, o, g, bug);
  const Time most = search.most(T, 2);
  if (auto bad = replay_timed({L, o, g, 2}, search.tree(T, 2), most, T)) {
    bad->insert(bad->begin(), {"search's schedule", "fails on the executor"});
    return bad;
  }
  const Time every = general_most_two(L, o, g, T);
  if (most != every)
    return Fields{{"most (search)", static_cast<std::int64_t>(most)},
                  {"most (every two-PE program)", static_cast<std::int64_t>(every)}};
  return std::nullopt;
}

std::optional<Fields> check_sum_search(const Point& p, SearchBug bug) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3], T = p[4];
  const Params prm{L, o, g, static_cast<Pe>(P)};
  SumSearch search(L, o, g, bug);
  const Time most = search.most(T, P);
  TimedTree en_best;
  const Time en = enumerate_most(L, o, g, T, P, &en_best);
  if (auto bad = replay_timed(prm, search.tree(T, P), most, T)) {
    bad->insert(bad->begin(), {"search's schedule", "fails on the executor"});
    return bad;
  }
  if (auto bad = replay_timed(prm, en_best, en, T)) {
    bad->insert(bad->begin(), {"enumeration's schedule", "fails on the executor"});
    return bad;
  }
  if (most != en)
    return Fields{{"most (search)", static_cast<std::int64_t>(most)},
                  {"most (enumeration)", static_cast<std::int64_t>(en)},
                  {"enumeration's tree", describe(en_best)}};
  return std::nullopt;
}

}  // namespace cc::logp_checks

namespace cc {

std::vector<Checker> logp_checkers() {
  using namespace logp_checks;
  std::vector<Checker> v;
  auto la = [](std::int64_t o_lo) { return [o_lo](Budget b) { return log_axes(b, o_lo); }; };
  v.push_back(ex("logp.def2.count", la(0),
                 [](const Point& p, const RunContext& c) { return check_def2(p, c.budget); }));
  v.push_back(ex("logp.thm2.recurrence", la(1),
                 [](const Point& p, const RunContext& c) { return check_thm2(p, c.budget, 0); }));
  for (int k = 1; k <= 3; ++k)
    v.push_back(
        ex("logp.thm2.case" + std::to_string(k), la(1),
           [k](const Point& p, const RunContext& c) { return check_thm2(p, c.budget, k); }));
  v.push_back(ex("logp.thm2.boundary", la(1),
                 [](const Point& p, const RunContext& c) { return check_boundary(p, c.budget); }));
  v.push_back(ex(
      "logp.thm2.zero_overhead",
      [](Budget b) {
        auto a = log_axes(b, 0);
        a[1].hi = 0;
        return a;
      },
      [](const Point& p, const RunContext& c) { return check_thm2(p, c.budget, 0); }));
  v.push_back(ex(
      "logp.thm2.reach", [](Budget b) { return small_axes(b, 1); },
      [](const Point& p, const RunContext& c) { return check_reach(p, c.budget, false); }));
  v.push_back(ex(
      "logp.thm2.reach_effective", [](Budget b) { return small_axes(b, 0); },
      [](const Point& p, const RunContext& c) { return check_reach(p, c.budget, true); }));
  auto P12 = [](std::int64_t o_lo) {
    return [o_lo](Budget b) { return pl_axes(b, smoke(b) ? 6 : 12, o_lo); };
  };
  v.push_back(ex("logp.thm1.obt", P12(1),
                 [](const Point& p, const RunContext&) { return check_thm1(p, false); }));
  v.push_back(ex("logp.thm1.obt_effective", P12(0),
                 [](const Point& p, const RunContext&) { return check_thm1(p, true); }));
  auto num_axes = [](Budget b) {
    const std::int64_t m = smoke(b) ? 3 : 4;
    return std::vector<Axis>{{"L", 1, m, 1, 64},
                             {"o", 0, m - 1, 0, 64},
                             {"g", 1, m, 1, 64},
                             {"T", 0, smoke(b) ? 16 : 40, 0, 1 << 12}};
  };
  v.push_back(ex("logp.def3.numbering", num_axes,
                 [](const Point& p, const RunContext&) { return check_numbering(p, false); }));
  v.push_back(ex("logp.thm3.numbering", num_axes,
                 [](const Point& p, const RunContext&) { return check_numbering(p, true); }));
  v.push_back(ex(
      "logp.def4.tstar", [](Budget b) { return pl_axes(b, smoke(b) ? 16 : 64, 0); },
      [](const Point& p, const RunContext& c) { return check_tstar(bvariant(c), p); },
      [](const Point& p) { return p[3] >= p[2]; }, true));
  v.push_back(
      {"logp.def4.large",
       [](const RunContext& ctx) {
         const auto& var = bvariant(ctx);
         const int cases = ctx.budget == Budget::smoke ? 20 : ctx.budget == Budget::ci ? 200 : 2000;
         return run_property(
             {"logp.def4.large", generators::logp_plog_axes(), generators::logp_plog(),
              [&](const Point& p) { return check_tstar(var, p); }, cases},
             ctx);
       },
       true});
  v.push_back(ex("logp.thm4.bounds", la(1),
                 [](const Point& p, const RunContext& c) { return check_thm4(p, c.budget); }));
  auto chain_axes = [](Budget b) { return pl_axes(b, smoke(b) ? 64 : 512, 1); };
  v.push_back(ex("logp.thm4.proof_chain", chain_axes, [](const Point& p, const RunContext& c) {
    return check_chain(p, c.budget, false);
  }));
  v.push_back(ex(
      "logp.thm4.proof_chain_p2", chain_axes,
      [](const Point& p, const RunContext& c) { return check_chain(p, c.budget, true); },
      [](const Point& p) { return p[0] >= 2; }));
  v.push_back(ex(
      "logp.lemma1.literal", sum_axes_paper,
      [](const Point& p, const RunContext&) { return check_lemma1(p, false); }, g_ge_o));
  v.push_back(ex(
      "logp.lemma1.corrected", sum_axes_all,
      [](const Point& p, const RunContext&) { return check_lemma1(p, true); }, g_gt_o));
  v.push_back(ex(
      "logp.thm5.ns", sum_axes_paper,
      [](const Point& p, const RunContext&) { return check_thm5(p); }, g_ge_o));
  v.push_back(ex(
      "logp.thm5.ns_g_gt_o", sum_axes_all,
      [](const Point& p, const RunContext&) { return check_thm5(p); }, g_gt_o));
  v.push_back(ex(
      "logp.alg2.printed", alg2_axes_paper,
      [](const Point& p, const RunContext&) { return check_alg2(p, 0, nullptr); }, g_ge_o));
  v.push_back(ex(
      "logp.alg2.misprints_fixed", alg2_axes_paper,
      [](const Point& p, const RunContext&) { return check_alg2(p, 3, nullptr); }, g_ge_o));
  v.push_back(ex(
      "logp.alg2.intended", alg2_axes_all,
      [](const Point& p, const RunContext& c) { return check_alg2(p, 1, svariant(c)); }, g_gt_o,
      true));
  v.push_back(ex(
      "logp.alg2.compute_parent",
      [](Budget b) {
        auto a = sum_axes(b);
        a[0].hi = smoke(b) ? 12 : 40;
        return a;
      },
      [](const Point& p, const RunContext&) { return check_parent(p); }));
  v.push_back(ex(
      "logp.thm6.time", alg2_axes_paper,
      [](const Point& p, const RunContext&) { return check_alg2(p, 2, nullptr); }, g_gt_o));
  auto ge_o = [](const Point& p) { return p[3] >= p[2]; };
  v.push_back(ex(
      "logp.thm5.most_on_sstar", sum_axes_paper,
      [](const Point& p, const RunContext&) { return check_thm5_on_sstar(p); }, ge_o));
  v.push_back(ex(
      "logp.alg2.small_n",
      [](Budget b) {
        auto a = sum_axes(b, 1);
        a.push_back({"N", 1, smoke(b) ? 12 : 32, 1, 1 << 20});
        return a;
      },
      [](const Point& p, const RunContext&) { return check_alg2_small(p); },
      [](const Point& p) {
        if (p[3] < p[2] + 1) return false;
        const Tree t = sum_tree(p[1], p[2], p[3], static_cast<u64>(p[0]), 0);
        return p[4] < thm5_ns(t, p[2]);
      }));
  v.push_back(ex(
      "logp.sum.optimal_count", sum_axes_paper,
      [](const Point& p, const RunContext&) { return check_sum_count(p, true); }, ge_o));
  v.push_back(ex(
      "logp.sum.optimum_count", sum_axes_paper,
      [](const Point& p, const RunContext&) { return check_sum_count(p, false); }, ge_o));
  auto time_axes = [](Budget b) {
    const std::int64_t m = smoke(b) ? 3 : 5;
    return std::vector<Axis>{{"P", 2, smoke(b) ? 6 : 12, 1, 1 << 12},
                             {"L", 1, m, 1, 64},
                             {"o", 1, m - 1, 0, 64},
                             {"g", 1, m, 1, 64},
                             {"extra", 0, smoke(b) ? 6 : 12, 0, 1 << 20}};
  };
  v.push_back(ex(
      "logp.sum.optimal_time", time_axes,
      [](const Point& p, const RunContext&) { return check_sum_time(p, true); }, ge_o));
  v.push_back(ex(
      "logp.sum.optimum_time", time_axes,
      [](const Point& p, const RunContext&) { return check_sum_time(p, false); }, g_gt_o));
  v.push_back(ex(
      "logp.sum.search_exhaustive",
      [](Budget b) {
        return std::vector<Axis>{{"P", 1,
                                  smoke(b)            ? 2
                                  : b == Budget::deep ? 4
                                                      : 3,
                                  1, 4},
                                 {"L", 1, smoke(b) ? 2 : 3, 1, 64},
                                 {"o", 1, 2, 0, 64},
                                 {"g", 1, smoke(b) ? 3 : 4, 1, 64},
                                 {"T", 0, smoke(b) ? 10 : 14, 0, 64}};
      },
      [](const Point& p, const RunContext&) { return check_sum_search(p); }, ge_o));
  v.push_back(ex(
      "logp.sum.search_general",
      [](Budget b) {
        const bool sm = smoke(b), dp = b == Budget::deep;
        return std::vector<Axis>{{"L", 1, sm ? 1 : 2, 1, 64},
                                 {"o", 1, sm ? 1 : 2, 1, 64},
                                 {"g", 1, sm ? 2 : 3, 1, 64},
                                 {"T", 0,
                                  sm   ? 6
                                  : dp ? 9
                                       : 7,
                                  0, 12}};
      },
      [](const Point& p, const RunContext&) { return check_sum_general(p); },
      [](const Point& p) { return p[2] >= p[1] && p[2] <= p[1] + 1; }));
  auto la_ge = [](Budget b) { return log_axes(b, 1); };
  v.push_back(ex(
      "logp.thm4.proof_combined", la_ge,
      [](const Point& p, const RunContext& c) { return check_thm4_proof(p, c.budget, 0); },
      [](const Point& p) { return p[2] >= p[1]; }));
  v.push_back(ex(
      "logp.thm4.proof_combined_2f", la_ge,
      [](const Point& p, const RunContext& c) { return check_thm4_proof(p, c.budget, 1); },
      [](const Point& p) { return p[2] >= p[1]; }));
  v.push_back(ex(
      "logp.thm4.proof_case2", la_ge,
      [](const Point& p, const RunContext& c) { return check_thm4_proof(p, c.budget, 2); },
      [](const Point& p) { return p[2] >= p[1] && p[2] <= p[0] + 2 * p[1]; }));
  v.push_back(ex(
      "logp.example.fig2_optimal", [](Budget) { return std::vector<Axis>{}; },
      [](const Point&, const RunContext&) { return check_fig2_optimal(); }));
  v.push_back(ex(
      "logp.example.fig1", [](Budget) { return std::vector<Axis>{}; },
      [](const Point&, const RunContext&) { return check_fig1(); }));
  v.push_back(ex(
      "logp.example.fig2", [](Budget) { return std::vector<Axis>{}; },
      [](const Point&, const RunContext&) { return check_fig2(); }));
  v.push_back(
      {"logp.proof.thm2_step", [](const RunContext& ctx) {
         std::vector<ObligationSpec> obs;
         for (const auto& o : proofs::logp_thm2_step_obligations())
           obs.push_back(
               {o.name,
                [name = o.name](const proofs::ProofOptions& opts) {
                  return proofs::prove_logp(name, opts);
                },
                [name = o.name](const proofs::ProofResult& r) -> std::optional<Fields> {
                  if (!logp::thm2_step_counterexample(name, proofs::model_values(r)))
                    return std::nullopt;
                  return Fields{
                      {"re-checked", "the model satisfies the hypotheses and violates the goal"}};
                }});
         return run_obligations("logp.proof.thm2_step", obs,
                                {{"L", "all >= 1"},
                                 {"o", "all >= 1"},
                                 {"g", "all >= 1"},
                                 {"n", "all >= max{g, L+2o}"}},
                                ctx);
       }});
  return v;
}

}  // namespace cc
