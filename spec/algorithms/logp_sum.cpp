// Summation on S*(P; L, o, g) (Shou and Chen, section 3): the plans of Algorithm 2 (as printed and
// as intended), ComputeParent as printed, and the executor schedule of a plan (see logp_sum.hpp).
#include "spec/algorithms/logp_sum.hpp"

#include <algorithm>
#include <functional>
#include <mutex>

#include "spec/models/logp_formulas.hpp"

namespace cc::logp {

namespace {

Time floor_div(Time a, Time b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

}  // namespace

Tree sum_tree(Time L, Time o, Time g, u64 P, Pe P0) { return tstar(L + 1, o, g, P, P0); }

Time lemma1_child_count(Time Ti, Time L, Time o, Time g) {
  // floor((T_i - (L+2o+1))/g) + 1: the children in OBT(f_T) for latency L + 1.
  return floor_div(formulas::child_time(L + 1, o, g, Ti, Time{0}), g) + 1;
}

Time lemma1_operands(Time Ti, bool leaf, Time L, Time o, Time g) {
  if (leaf) return formulas::node_operands(Ti, Time{0}, o);
  return formulas::node_operands(Ti, lemma1_child_count(Ti, L, o, g), o);
}

Time lemma1_actual(const Tree& t, std::size_t i, Time o) {
  return formulas::node_operands(t.nodes[i].T, static_cast<Time>(t.nodes[i].children.size()), o);
}

Time thm5_ns(const Tree& t, Time o) {
  Time sum = 0;
  for (const auto& n : t.nodes) sum += n.T;
  const Time P = static_cast<Time>(t.nodes.size());
  return formulas::thm5_ns(sum, P, o);
}

Time alg2_printed_a(Time Ti, Time L, Time o, Time g) {
  const Time K = (Ti - (L + 2 * o + 1) / g) + 1;
  return formulas::node_operands(Ti, K, o);
}

std::optional<Pe> compute_parent(Pe Pi, Time T, Time L, Time o, Time g, u64 P, Pe P0) {
  const auto f = f_direct(L + 1, o, g, T);
  auto F = [&](Time n) -> Time {
    return n < 0 ? 0 : static_cast<Time>(f[static_cast<std::size_t>(n)]);
  };
  const Time p = static_cast<Time>(P);
  const Time pi = ((static_cast<Time>(Pi) - static_cast<Time>(P0)) % p + p) % p;  // step (1)
  Time parent = 0, temp = 0, k = 0;
  for (int iter = 0; iter < 4096; ++iter) {  // step (3)
    const Time K = floor_div(formulas::child_time(L + 1, o, g, T, Time{0}), g) + 1;
    for (k = 0; k < K; ++k) {  // step (3.1)
      temp = parent + F(T) - F(T - k * g) + 1;
      if (temp == pi) return static_cast<Pe>((parent + P0) % p);
      if (temp < pi && pi < temp + F(formulas::child_time(L + 1, o, g, T, k)))
        break;  // goto nextlevel
    }
    parent = temp;                                // step (3.3)
    T = formulas::child_time(L + 1, o, g, T, k);  // step (3.4)
  }
  return std::nullopt;
}

Schedule sum_schedule(const SumPlan& plan, Time& total_out) {
  const Tree& t = plan.tree;
  const Params& prm = plan.params;
  const std::size_t n = t.nodes.size();
  Schedule s;
  s.params = prm;
  s.params.P = static_cast<Pe>(n);
  s.program.assign(n, {});
  s.operands.assign(n, {});
  // Per node (by preorder index): its operations, and which child each combine takes.
  std::vector<std::vector<Op>> ops(n);
  std::vector<std::vector<std::size_t>> combine_child(n);
  for (std::size_t i = 0; i < n; ++i) {
    const Node& nd = t.nodes[i];
    const Time D = nd.T + plan.B;
    struct Window {
      Time start, end;
      std::size_t child;
    };
    std::vector<Window> win;
    if (plan.nonroot_sends)
      for (std::size_t k = 0; k < nd.children.size(); ++k) {
        const Time end = D - static_cast<Time>(k) * prm.g;
        win.push_back({end - 1 - prm.o, end, nd.children[k]});
      }
    std::sort(win.begin(), win.end(),
              [](const Window& a, const Window& b) { return a.start < b.start; });
    std::vector<Op> v;
    for (const auto& w : win) {
      v.push_back({OpKind::recv, w.start, t.nodes[w.child].number});
      v.push_back({OpKind::combine, w.end - 1, 0});
    }
    Time adds = std::max<Time>(0, plan.operands[i] - 1);
    for (Time c = 0; adds > 0; ++c) {
      bool free = true;
      for (const auto& w : win) free = free && !(w.start <= c && c < w.end);
      if (free) {
        v.push_back({OpKind::add, c, 0});
        --adds;
      }
    }
    if (i != 0 && plan.nonroot_sends) v.push_back({OpKind::send, D, t.nodes[nd.parent].number});
    auto rank = [](OpKind k) {
      return k == OpKind::recv ? 0 : k == OpKind::combine ? 1 : k == OpKind::add ? 2 : 3;
    };
    std::stable_sort(v.begin(), v.end(), [&](const Op& a, const Op& b) {
      if (a.start != b.start) return a.start < b.start;
      return rank(a.kind) < rank(b.kind);
    });
    for (const auto& op : v)
      if (op.kind == OpKind::combine) {
        for (const auto& w : win)
          if (w.end - 1 == op.start) combine_child[i].push_back(w.child);
      }
    ops[i] = std::move(v);
  }
  // Operand numbering: a node's block is its first operand, then in program order its added
  // operands and its children's blocks.
  std::int64_t next = 0;
  std::function<void(std::size_t)> assign = [&](std::size_t i) {
    auto& mine = s.operands[t.nodes[i].number];
    if (plan.operands[i] >= 1) mine.push_back(Interval::single(next++));
    std::size_t ci = 0;
    for (const auto& op : ops[i]) {
      if (op.kind == OpKind::add) mine.push_back(Interval::single(next++));
      if (op.kind == OpKind::combine) assign(combine_child[i][ci++]);
    }
  };
  assign(0);
  for (std::size_t i = 1; i < n; ++i)
    if (!plan.nonroot_sends) assign(i);
  for (std::size_t i = 0; i < n; ++i) s.program[t.nodes[i].number] = std::move(ops[i]);
  total_out = next;
  return s;
}

void register_logp_variants() {
  static std::once_flag once;
  std::call_once(once, [] {
    register_broadcast_variants();
    register_sum_variants();
  });
}

void register_sum_variants() {
  register_variant(
      std::make_shared<SumVariant>("paper", "Algorithm 2 as intended", false, [](Schedule&) {}));
  register_variant(std::make_shared<SumVariant>(
      "planted-drop-operand", "planted bug: the root skips its last local addition", true,
      [](Schedule& s) {
        auto& ops = s.program[0];
        for (auto it = ops.rbegin(); it != ops.rend(); ++it)
          if (it->kind == OpKind::add) {  // the operand stays, never added
            ops.erase(std::next(it).base());
            return;
          }
      }));
  register_variant(std::make_shared<SumVariant>(
      "planted-swap-operands", "planted bug: the root adds its first two operands swapped", true,
      [](Schedule& s) {
        if (s.operands[0].size() >= 2) std::swap(s.operands[0][0], s.operands[0][1]);
      }));
}

std::vector<std::shared_ptr<const SumVariant>> sum_variants() {
  register_logp_variants();
  return variants_of<SumVariant>("logp", "summation");
}

const SumVariant* find_sum_variant(const std::string& name) {
  for (const auto& v : sum_variants())
    if (v->name() == name) return v.get();
  return nullptr;
}

SumRun run_sum(const SumPlan& plan, const SumVariant* variant) {
  SumRun r;
  Schedule s = sum_schedule(plan, r.total);
  if (variant) variant->mutate(s);
  r.ex = execute(s);
  r.root_pe = plan.tree.nodes.empty() ? 0 : plan.tree.nodes[0].number;
  return r;
}

SumPlan intended_plan(Time L, Time o, Time g, u64 P, Time N) {
  SumPlan plan;
  plan.params = {L, o, g, static_cast<Pe>(P)};
  plan.tree = sum_tree(L, o, g, P, 0);
  Time ns = 0;
  for (std::size_t i = 0; i < plan.tree.nodes.size(); ++i) {
    plan.operands.push_back(lemma1_actual(plan.tree, i, o));
    ns += plan.operands.back();
  }
  const Time p = static_cast<Time>(P);
  plan.B = N > ns ? (N - ns + p - 1) / p : 0;
  const Time shortfall = p * plan.B - (N - ns);
  for (std::size_t i = 0; i < plan.operands.size(); ++i) {
    plan.operands[i] += plan.B;
    if (static_cast<Time>(plan.operands.size() - i) <= shortfall) plan.operands[i] -= 1;
  }
  return plan;
}

SumPlan printed_plan(Time L, Time o, Time g, u64 P, Time N, bool misprints_fixed) {
  SumPlan plan;
  plan.params = {L, o, g, static_cast<Pe>(P)};
  plan.tree = sum_tree(L, o, g, P, 0);
  Time sum_a = 0;
  for (std::size_t i = 0; i < plan.tree.nodes.size(); ++i) {
    // Fixed, step 4 is what its comment says, K_i "the number of children of this processor"
    // (0 for a leaf), and A_i = T_i - (o+1)K_i + 1 (step 5); printed, step 4's bracket is
    // misplaced and its floor counts children for leaves too.
    plan.operands.push_back(misprints_fixed ? lemma1_actual(plan.tree, i, o)
                                            : alg2_printed_a(plan.tree.nodes[i].T, L, o, g));
    sum_a += plan.operands.back();
  }
  plan.B = floor_div(N - sum_a, static_cast<Time>(P));
  for (auto& x : plan.operands) x += plan.B;
  plan.nonroot_sends = misprints_fixed;
  return plan;
}

}  // namespace cc::logp
