// Broadcast trees and the optimal-broadcast search of Shou and Chen (section 1 and the
// reconstructed section 2; see logp_broadcast.hpp).
//
// The search (best_broadcast) is exhaustive over every LogP broadcast schedule, with two sound
// reductions, both consequences of the executor's rules:
//  1. Redundant messages are dropped: a message to a PE that already holds the value only adds a
//     receive to that PE (which can only delay its sends, rule "overlap"), so some optimal
//     schedule sends every message to a fresh PE. Then each PE's future is independent of the
//     others': its sends are limited only by its own gap/overlap rules, and every PE it informs
//     is fresh. So the most PEs a set of informed PEs can still inform is the sum over them.
//  2. Translation invariance: what one PE that may next send at time a can still do by time T
//     depends only on T - a.
// So R(r), the most PEs one PE can still inform when its next send may start r cycles before
// the last useful send time, is max(0, max over every delay d in 0..r of
// 1 + R(r - d - max(g, o)) + R(r - d - L - 2o)): the PE retires, or its next send starts d
// cycles late (the next send of the same PE can start max(g, o) later, rules "send-gap" and
// "overlap"; the receiver holds the value L + 2o after the send starts, rule "latency" plus the
// receive overhead). Every delay is tried; nothing assumes the paper's tree.
#include "spec/algorithms/logp_broadcast.hpp"

#include <algorithm>
#include <queue>

#include "spec/core/usage_error.hpp"
#include "spec/models/logp_formulas.hpp"

namespace cc::logp {

namespace {

u128 add128(u128 a, u128 b) {
  u128 r;
  if (__builtin_add_overflow(a, b, &r)) throw Overflow("f_T exceeds 2^128-1");
  return r;
}

// A count that throws Overflow instead of wrapping, for the formulas of logp_formulas.hpp.
struct Count {
  u128 v;
};
Count operator+(Count a, Count b) { return {add128(a.v, b.v)}; }

}  // namespace

std::vector<u128> f_direct(Time L, Time o, Time g, Time T) {
  std::vector<u128> cnt(static_cast<std::size_t>(T + 1), 0);
  for (Time r = 0; r <= T; ++r) {
    // Definition 2: the root and the subtrees of its children, GBT shifted by their labels.
    u128 c = 1;
    for (Time k = 0, t; (t = formulas::child_time(L, o, g, r, k)) >= 0; ++k)
      c = add128(c, cnt[static_cast<std::size_t>(t)]);
    cnt[static_cast<std::size_t>(r)] = c;
  }
  return cnt;
}

std::optional<u128> f_enumerate(Time L, Time o, Time g, Time T, u128 limit) {
  std::vector<Time> stack{0};
  u128 count = 0;
  while (!stack.empty()) {
    const Time label = stack.back();
    stack.pop_back();
    if (++count > limit) return std::nullopt;
    for (Time k = 0, t; (t = formulas::child_time(L, o, g, T - label, k)) >= 0; ++k)
      stack.push_back(T - t);
  }
  return count;
}

int thm2_cases_matching(Time L, Time o, Time g, Time n) {
  int c = 0;
  if (formulas::thm2_in_case1(L, o, n)) ++c;
  if (formulas::thm2_in_case2(L, o, g, n)) ++c;
  if (formulas::thm2_in_case3(L, o, g, n)) ++c;
  return c;
}

int thm2_case(Time L, Time o, Time g, Time n) {
  if (formulas::thm2_in_case1(L, o, n)) return 1;
  if (formulas::thm2_in_case2(L, o, g, n)) return 2;
  if (formulas::thm2_in_case3(L, o, g, n)) return 3;
  return 0;
}

std::vector<u128> f_recurrence(Time L, Time o, Time g, Time T) {
  const Time h = formulas::hop(L, o);
  std::vector<u128> f(static_cast<std::size_t>(T + 1), 0);
  for (Time n = 0; n <= T; ++n) {
    u128 v = 0;
    switch (thm2_case(L, o, g, n)) {
      case 1:
        v = 1;
        break;
      case 2:
        v = formulas::thm2_case2(static_cast<u128>(n / h));
        break;
      case 3:
        v = formulas::thm2_case3(Count{f[static_cast<std::size_t>(n - g)]},
                                 Count{f[static_cast<std::size_t>(n - h)]})
                .v;
        break;
      default:
        break;
    }
    f[static_cast<std::size_t>(n)] = v;
  }
  return f;
}

Time min_time(Time L, Time o, Time g, u64 P) {
  std::vector<u128> cnt;
  for (Time r = 0;; ++r) {
    u128 c = 1;
    for (Time k = 0, t; (t = formulas::child_time(L, o, g, r, k)) >= 0; ++k)
      c = add128(c, cnt[static_cast<std::size_t>(t)]);
    cnt.push_back(c);
    if (c > ~u64{0}) throw Overflow("f_T exceeds 2^64-1");
    if (c >= P) return r;
  }
}

Time min_time_linear(Time L, Time o, Time g, u64 P) {
  const Time hop = L + 2 * o;
  const std::size_t R = static_cast<std::size_t>(std::max(hop, g)) + 1;
  std::vector<u64> S(R, 0);  // S(x) at x mod R, for the last R values of x
  auto at = [&](Time x) -> u64 { return x < 0 ? 0 : S[static_cast<std::size_t>(x) % R]; };
  for (Time T = 0;; ++T) {
    // Saturated at P (P may be 2^64 - 1: the sums must not wrap).
    const u64 a = at(T - hop);
    const u64 f = a >= P - 1 ? P : a + 1;
    if (f >= P) return T;
    const u64 b = at(T - g);
    S[static_cast<std::size_t>(T) % R] = f >= P - b ? P : f + b;
  }
}

u64 thm3_child_number(const std::vector<u128>& f, u64 Pi, Time Ti, Time k, Time g, u64 P) {
  const u128 a = f[static_cast<std::size_t>(Ti)];
  const Time j = Ti - k * g;
  const u128 b = j >= 0 ? f[static_cast<std::size_t>(j)] : 0;
  return static_cast<u64>(formulas::thm3_child_number(static_cast<u128>(Pi), a, b) % P);
}

namespace {

struct Full {
  Time T;
  std::vector<std::size_t> children;
  u64 size = 1;
  u64 index = 0;  // Definition 3's number before the mod, with P0 = 0
  std::size_t parent = 0;
};

void build_full(std::vector<Full>& v, std::size_t at, Time L, Time o, Time g, u64 limit) {
  const Time T = v[at].T;
  for (Time k = 0; formulas::child_time(L, o, g, T, k) >= 0; ++k) {
    if (v.size() >= limit) throw Overflow("OBT(f_T) is too large to build");
    const std::size_t c = v.size();
    v.push_back({formulas::child_time(L, o, g, T, k), {}, 1, 0, at});
    v[at].children.push_back(c);
    build_full(v, c, L, o, g, limit);
    v[at].size += v[c].size;
  }
}

}  // namespace

Tree obt_prefix(Time L, Time o, Time g, Time T, u64 count, Pe P0) {
  std::vector<Full> v{{T, {}, 1, 0, 0}};
  build_full(v, 0, L, o, g, u64{1} << 24);
  // Definition 3: the k-th child of a node numbered x is x + 1 + C_0 + ... + C_{k-1}.
  for (std::size_t i = 0; i < v.size(); ++i) {
    u64 next = v[i].index + 1;
    for (std::size_t c : v[i].children) {
      v[c].index = next;
      next += v[c].size;
    }
  }
  // v is in preorder (built depth first), and Definition 3's index is the preorder position.
  Tree t;
  std::vector<std::size_t> pos(v.size(), 0);
  for (std::size_t i = 0; i < v.size() && t.nodes.size() < count; ++i) {
    Node n;
    n.number = static_cast<Pe>((P0 + v[i].index) % count);
    n.T = v[i].T;
    pos[i] = t.nodes.size();
    n.parent = i == 0 ? 0 : pos[v[i].parent];
    t.nodes.push_back(n);
    if (i != 0) t.nodes[n.parent].children.push_back(pos[i]);
  }
  return t;
}

Tree tstar(Time L, Time o, Time g, u64 P, Pe P0) {
  return obt_prefix(L, o, g, min_time(L, o, g, P), P, P0);
}

Schedule broadcast_schedule(const Params& prm, const BroadcastPlan& plan) {
  Schedule s;
  s.params = prm;
  s.program.assign(prm.P, {});
  s.operands.assign(prm.P, {});
  if (plan.root < prm.P) s.operands[plan.root].push_back(Interval::single(0));
  for (const auto& m : plan.sends) {
    if (m.from < prm.P) s.program[m.from].push_back({OpKind::send, m.start, m.to});
    if (m.to < prm.P) s.program[m.to].push_back({OpKind::recv, m.start + prm.o + prm.L, m.from});
  }
  for (auto& ops : s.program)
    std::stable_sort(ops.begin(), ops.end(), [](const Op& a, const Op& b) {
      if (a.start != b.start) return a.start < b.start;
      return a.kind == OpKind::recv && b.kind != OpKind::recv;
    });
  return s;
}

BroadcastPlan tree_plan(const Tree& t, Time gap) {
  BroadcastPlan plan;
  if (t.nodes.empty()) return plan;
  const Time T = t.nodes[0].T;
  plan.root = t.nodes[0].number;
  for (const auto& n : t.nodes)
    for (std::size_t k = 0; k < n.children.size(); ++k)
      plan.sends.push_back(
          {n.number, t.nodes[n.children[k]].number, T - n.T + static_cast<Time>(k) * gap});
  return plan;
}

namespace {

// Each PE sends to at most two children, each as early as the rules allow (a binary tree).
BroadcastPlan binary_plan(const Params& prm) {
  BroadcastPlan plan;
  using Item = std::pair<Time, Pe>;  // next possible send time, PE
  std::priority_queue<Item, std::vector<Item>, std::greater<>> ready;
  std::vector<int> sent(prm.P, 0);
  ready.push({0, 0});
  for (Pe next = 1; next < prm.P; ++next) {
    auto [t, p] = ready.top();
    ready.pop();
    plan.sends.push_back({p, next, t});
    if (++sent[p] < 2) ready.push({t + std::max(prm.g, prm.o), p});
    ready.push({t + prm.L + 2 * prm.o, next});
  }
  return plan;
}

BroadcastPlan tstar_plan(const Params& prm, Time extra, Time gap_delta) {
  const Tree t = tstar(prm.L, prm.o, prm.g, prm.P, 0);
  BroadcastPlan plan = tree_plan(t, prm.g + gap_delta);
  for (auto& m : plan.sends) m.start += extra;
  return plan;
}

}  // namespace

void register_broadcast_variants() {
  register_variant(std::make_shared<BroadcastVariant>(
      "tstar", "the paper's T*(P; L, o, g) with root 0 (Definition 4)", false,
      [](const Params& p) { return tstar_plan(p, 0, 0); }));
  register_variant(std::make_shared<BroadcastVariant>(
      "binary", "a binary tree: every PE informs at most two PEs, each as early as possible", false,
      binary_plan));
  register_variant(std::make_shared<BroadcastVariant>(
      "planted-late-child",
      "planted bug: T* with every child's send one cycle late (T - T_i + kg + 1)", true,
      [](const Params& p) { return tstar_plan(p, 1, 0); }));
  register_variant(std::make_shared<BroadcastVariant>(
      "planted-short-gap",
      "planted bug: T* with the k-th child sent at T - T_i + k(g-1) (gap off by one)", true,
      [](const Params& p) { return tstar_plan(p, 0, -1); }));
}

std::vector<std::shared_ptr<const BroadcastVariant>> broadcast_variants() {
  register_logp_variants();
  return variants_of<BroadcastVariant>("logp", "broadcast");
}

const BroadcastVariant& find_broadcast_variant(const std::string& name) {
  const auto all = broadcast_variants();
  for (const auto& v : all)
    if (v->name() == name) return *v;
  std::string known;
  for (const auto& v : all) known += (known.empty() ? "" : ", ") + v->name();
  throw UsageError("unknown logp broadcast variant '" + name + "' (known: " + known + ")");
}

SearchResult best_broadcast(const Params& prm, Time T, u64 cap) {
  SearchResult res;
  const Time hop = prm.L + 2 * prm.o, eg = std::max(prm.g, prm.o);
  const Time lim = T - hop;  // the last time a send can start and still arrive by T
  if (lim < 0 || cap <= 1) return res;
  std::vector<u64> R(static_cast<std::size_t>(lim + 1), 0);
  std::vector<Time> best_d(static_cast<std::size_t>(lim + 1), -1);
  auto at = [&](Time r) -> u64 { return r < 0 ? 0 : R[static_cast<std::size_t>(r)]; };
  for (Time r = 0; r <= lim; ++r) {
    u64 best = 0;
    Time bd = -1;
    for (Time d = 0; d <= r; ++d) {
      const u64 v = std::min<u64>(cap, 1 + std::min<u64>(cap, at(r - d - eg) + at(r - d - hop)));
      if (v > best) {
        best = v;
        bd = d;
      }
    }
    R[static_cast<std::size_t>(r)] = best;
    best_d[static_cast<std::size_t>(r)] = bd;
  }
  res.informed = std::min<u64>(cap, 1 + R[static_cast<std::size_t>(lim)]);
  // Rebuild a schedule from the choices, creating PEs until `informed` hold the value (only up
  // to 2^16 PEs: a larger plan is not built).
  if (res.informed > (u64{1} << 16)) return res;
  Pe next = 1;
  struct Work {
    Pe pe;
    Time avail;
  };
  std::vector<Work> stack{{0, 0}};
  while (!stack.empty() && next < res.informed) {
    Work w = stack.back();
    stack.pop_back();
    const Time r = lim - w.avail;
    if (r < 0) continue;
    const Time d = best_d[static_cast<std::size_t>(r)];
    if (d < 0) continue;
    const Time s = w.avail + d;
    const Pe to = next++;
    res.plan.sends.push_back({w.pe, to, s});
    stack.push_back({w.pe, s + eg});
    stack.push_back({to, s + hop});
  }
  return res;
}

OptimalResult optimal_broadcast(const Params& prm) {
  // R is translation invariant (see the top of this file), so one table serves every T: the
  // least T is L + 2o + the least r with 1 + R(r) >= P; the plan comes from best_broadcast.
  if (prm.P <= 1) return {0, {}};
  const Time hop = prm.L + 2 * prm.o, eg = std::max(prm.g, prm.o);
  const u64 cap = prm.P;
  std::vector<u64> R;
  auto at = [&](Time r) -> u64 { return r < 0 ? 0 : R[static_cast<std::size_t>(r)]; };
  for (Time r = 0;; ++r) {
    u64 best = 0;
    for (Time d = 0; d <= r; ++d)
      best = std::max(best,
                      std::min<u64>(cap, 1 + std::min<u64>(cap, at(r - d - eg) + at(r - d - hop))));
    R.push_back(best);
    if (1 + best >= cap) {
      auto res = best_broadcast(prm, hop + r, cap);
      return {hop + r, std::move(res.plan)};
    }
  }
}

}  // namespace cc::logp

namespace cc::logp {

Tree gbt_smallest(Time L, Time o, Time g, u64 P) {
  const Time T = min_time(L, o, g, P);
  struct G {
    Time label;
    std::size_t parent;
    std::size_t pre;
  };
  std::vector<G> all;
  std::vector<std::pair<Time, std::size_t>> stack{{0, 0}};
  while (!stack.empty()) {
    auto [label, parent] = stack.back();
    stack.pop_back();
    const std::size_t me = all.size();
    all.push_back({label, parent, me});
    std::vector<Time> kids;
    for (Time k = 0, t; (t = formulas::child_time(L, o, g, T - label, k)) >= 0; ++k)
      kids.push_back(T - t);
    for (auto it = kids.rbegin(); it != kids.rend(); ++it) stack.push_back({*it, me});
  }
  std::vector<std::size_t> order(all.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return all[a].label < all[b].label; });
  std::vector<char> keep(all.size(), 0);
  for (std::size_t i = 0; i < P && i < order.size(); ++i) keep[order[i]] = 1;
  Tree t;
  Time top = 0;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (keep[i]) top = std::max(top, all[i].label);
  std::vector<std::size_t> pos(all.size(), 0);
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (!keep[i]) continue;
    Node n;
    n.number = static_cast<Pe>(t.nodes.size());
    n.T = top - all[i].label;
    pos[i] = t.nodes.size();
    n.parent = i == 0 ? 0 : pos[all[i].parent];
    t.nodes.push_back(n);
    if (i != 0) t.nodes[n.parent].children.push_back(pos[i]);
  }
  return t;
}

}  // namespace cc::logp
