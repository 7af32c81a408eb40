// Broadcast claims of Shou and Chen (sections 1 and 2): Theorems 1 and 2 against the exhaustive
// search over every LogP broadcast schedule (every schedule the search reports replayed on the
// executor), Definition 3's and Theorem 3's numbering of OBT(f_T), Definition 4's T* run as the
// broadcast of section 2, and Figure 1.
#include <algorithm>
#include <optional>
#include <set>

#include "checkers/logp/checkers.hpp"
#include "checkers/logp/common.hpp"
#include "spec/algorithms/logp_broadcast.hpp"
#include "spec/models/logp_formulas.hpp"

namespace cc::logp_checks {

using namespace logp;

namespace {

std::optional<Fields> reach(const Point& p, Budget b, bool effective) {
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

std::optional<Fields> thm1(const Point& p, bool effective) {
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

// Definition 3's (thm3 = false) or Theorem 3's (thm3 = true) numbering of OBT(f_T), or with
// truncated of every T*(P), f_{T-1} < P <= f_T (the first P nodes in preorder, numbered mod P),
// for every root P0. planted: Theorem 3 taken mod f_T instead of mod P (a bug that must be
// refuted on a truncated tree with P0 != 0).
std::optional<Fields> numbering(const Point& p, bool thm3, bool truncated = false,
                                bool planted = false) {
  const Time L = p[0], o = p[1], g = p[2], T = p[3];
  const auto f = f_direct(L, o, g, T);
  const u128 full = f[static_cast<std::size_t>(T)];
  // Every root P0 is tried, and with truncated every P of the band: keep P small.
  if (full > (truncated ? 64 : 300)) return std::nullopt;
  const u128 lo = truncated ? (T == 0 ? 1 : f[static_cast<std::size_t>(T - 1)] + 1) : full;
  for (u128 P = lo; P <= full; ++P)
    for (u64 P0 = 0; P0 < P; ++P0) {
      const Tree t = obt_prefix(L, o, g, T, static_cast<u64>(P), static_cast<Pe>(P0));
      std::set<Pe> seen;
      for (const auto& n : t.nodes) seen.insert(n.number);
      if ((!thm3 || truncated) && (seen.size() != P || *seen.rbegin() >= P))
        return Fields{{"P0", P0},
                      {"P", dec(P)},
                      {"distinct numbers", static_cast<std::uint64_t>(seen.size())}};
      if (!thm3) continue;
      for (const auto& n : t.nodes)
        for (std::size_t k = 0; k < n.children.size(); ++k) {
          const auto& c = t.nodes[n.children[k]];
          const u64 want = thm3_child_number(f, n.number, n.T, static_cast<Time>(k), g,
                                             static_cast<u64>(planted ? full : P));
          const Time wt = formulas::child_time(L, o, g, n.T, static_cast<Time>(k));
          if (c.number != want || c.T != wt)
            return Fields{
                {"P0", P0},
                {"P", dec(P)},
                {"node", "(" + std::to_string(n.number) + "," + std::to_string(n.T) + ")"},
                {"k", static_cast<std::uint64_t>(k)},
                {"Definition 3", "(" + std::to_string(c.number) + "," + std::to_string(c.T) + ")"},
                {"Theorem 3", "(" + std::to_string(want) + "," + std::to_string(wt) + ")"}};
        }
    }
  return std::nullopt;
}

}  // namespace

std::optional<Fields> thm2_reach(const Point& p, Budget b) { return reach(p, b, false); }
std::optional<Fields> thm2_reach_effective(const Point& p, Budget b) { return reach(p, b, true); }
std::optional<Fields> thm1_obt(const Point& p) { return thm1(p, false); }
std::optional<Fields> thm1_obt_effective(const Point& p) { return thm1(p, true); }
std::optional<Fields> def3_numbering(const Point& p) { return numbering(p, false); }
std::optional<Fields> thm3_numbering_tstar(const Point& p) { return numbering(p, true, true); }
std::optional<Fields> thm3_numbering_tstar_planted(const Point& p) {
  return numbering(p, true, true, true);
}
std::optional<Fields> thm3_numbering(const Point& p) { return numbering(p, true); }

std::optional<Fields> def4_tstar(const BroadcastVariant& v, const Point& p) {
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

std::optional<Fields> fig1(const Point&) {
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

}  // namespace cc::logp_checks
