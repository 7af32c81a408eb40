#include "spec/algorithms/postal_prefix.hpp"

#include <algorithm>
#include <cassert>
#include <mutex>
#include <stdexcept>
#include <string>

#include "spec/algorithms/detail/postal_fast_net.hpp"
#include "spec/algorithms/postal_fast.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::postal {

Plan::Plan(Pe n_, u64 k_, u64 lambda_) : n(n_), k(k_), lambda(lambda_), m(0), G(k_, lambda_) {
  m = G.min_steps(n_);
}

void PrefixVariant::U(Plan& plan, Pe x, std::size_t j, std::vector<Pe>& out) const {
  out.clear();
  assert(j >= 1);
  const u64 base = static_cast<u64>(x) + plan.G(j + plan.lambda - 2);
  const u64 step = plan.G(j - 1);
  for (u64 t = 0; t < plan.k; ++t) {
    const u128 y = static_cast<u128>(base) + static_cast<u128>(t) * step;
    if (y >= plan.n) break;
    out.push_back(static_cast<Pe>(y));
  }
}

void PrefixVariant::W(Plan& plan, Pe y, std::size_t j, std::vector<Pe>& out) const {
  out.clear();
  if (j < plan.lambda) return;
  const u64 g1 = plan.G(j - 1), gl = plan.G(j - plan.lambda);
  // x = y - G(j-1) - t G(j-lambda) >= 0, collected for t = k-1 down to 0 so the result ascends.
  for (u64 t = plan.k; t-- > 0;) {
    const u128 sub = static_cast<u128>(g1) + static_cast<u128>(t) * gl;
    if (sub <= y) out.push_back(static_cast<Pe>(y - static_cast<u64>(sub)));
  }
}

void PrefixVariant::combine_order(std::size_t h, std::vector<std::size_t>& out) const {
  out.clear();
  for (std::size_t r = 0; r <= h; ++r) out.push_back(r);
}

void DerivedWVariant::W(Plan& plan, Pe y, std::size_t j, std::vector<Pe>& out) const {
  out.clear();
  if (j < plan.lambda) return;
  const std::size_t s = j - plan.lambda + 1;  // the step the messages were sent in
  std::vector<Pe> dest;
  for (Pe x = 0; x < plan.n; ++x) {
    U(plan, x, s, dest);
    if (std::binary_search(dest.begin(), dest.end(), y)) out.push_back(x);
  }
}

namespace {

using fastnet::fold;

// The communication of Algorithm A on plan.n PEs on the reference executor, PostalNetwork; `c` is
// what is sent; `on_combine(y, recv, order)` applies the received values at PE y. Shared by
// Algorithms A and B.
template <class Combine, class After>
PrefixRun run_communication(const PrefixVariant& v, Plan& plan, const std::vector<Interval>& c,
                            Combine on_combine, After after_step) {
  PrefixRun run;
  run.m = plan.m;
  PostalNetwork<Interval> net(plan.n, plan.k, plan.lambda);
  std::vector<std::size_t> order;
  std::vector<std::vector<std::size_t>> slots(plan.n);
  std::vector<Interval> recv;
  for (std::size_t j = 1; j <= plan.m; ++j) {
    const bool receives = j >= plan.lambda;  // lambda <= j <= m
    if (receives)
      for (Pe y = 0; y < plan.n; ++y) slots[y].clear();
    communication_step(
        v, plan, j, [&](Pe x, Pe y) { net.send(x, y, c[x]); },
        [&](Pe y, Pe x) { slots[y].push_back(net.receive(y, x)); });
    if (auto bad = net.commit()) {
      run.violation = bad;
      run.steps_run = j;
      return run;
    }
    if (receives)
      for (Pe y = 0; y < plan.n; ++y) {
        if (slots[y].empty()) continue;
        recv.clear();
        for (std::size_t s : slots[y]) recv.push_back(net.received(s));
        v.combine_order(recv.size(), order);
        on_combine(y, recv, order);
      }
    run.steps_run = j;
    if (!after_step(j, net.delivered())) {
      run.messages = net.messages_sent();
      return run;
    }
  }
  if (auto bad = net.finish()) run.violation = bad;
  run.messages = net.messages_sent();
  return run;
}

// Algorithm A on the fast executor or on the reference one.
PrefixRun algorithm_a(const PrefixVariant& v, Pe n, u64 k, u64 lambda, std::vector<Interval>& c,
                      PrefixObserver* obs, bool reference) {
  Plan plan(n, k, lambda);
  c.resize(n);
  for (Pe i = 0; i < n; ++i) c[i] = Interval::single(i);
  if (obs && !obs->at_start(c, nullptr)) {
    PrefixRun run;
    run.m = plan.m;
    return run;
  }
  if (!reference) return run_communication_fast(v, plan, c, nullptr, obs);
  return run_communication(
      v, plan, c,
      [&](Pe y, const std::vector<Interval>& recv, const std::vector<std::size_t>& order) {
        c[y] = fold(order, recv, c[y]);
      },
      [&](std::size_t j, const std::vector<Delivery>& delivered) {
        return obs == nullptr || obs->after_step(j, c, nullptr, delivered);
      });
}

}  // namespace

PrefixRun run_algorithm_a(const PrefixVariant& v, Pe n, u64 k, u64 lambda, std::vector<Interval>& c,
                          PrefixObserver* obs) {
  return algorithm_a(v, n, k, lambda, c, obs, false);
}

PrefixRun run_algorithm_a_reference(const PrefixVariant& v, Pe n, u64 k, u64 lambda,
                                    std::vector<Interval>& c, PrefixObserver* obs) {
  return algorithm_a(v, n, k, lambda, c, obs, true);
}

BlockLayout block_layout(u64 n, Pe p) {
  assert(p >= 1);
  BlockLayout b;
  const u64 q = n / p, big = n - static_cast<u64>(p) * q;  // PEs 0..big-1 hold q + 1 values
  b.start.resize(std::size_t{p} + 1);
  b.start[0] = 0;
  for (Pe i = 0; i < p; ++i) b.start[i + 1] = b.start[i] + q + (i < big ? 1 : 0);
  assert(b.start[p] == n);
  return b;
}

namespace {

// Algorithm B on the fast executor or on the reference one.
PrefixRun algorithm_b(const PrefixVariant& v, u64 n, Pe p, u64 k, u64 lambda,
                      std::vector<Interval>& u, PrefixObserver* obs, bool reference) {
  // Section 3.3 spreads n values over p < n processors in blocks.
  if (p == 0 || p >= n)
    throw std::invalid_argument("Algorithm B needs 0 < p < n, got p = " + std::to_string(p) +
                                ", n = " + std::to_string(n));
  Plan plan(p, k, lambda);
  const BlockLayout blocks = block_layout(n, p);
  std::vector<Interval> c(p), d(p);
  for (Pe i = 0; i < p; ++i) {
    // c(i) := v(s) ⊕ v(s+1) ⊕ ... ; d(i) := v(s), s the block's first index.
    const u64 s = blocks.start[i], e = blocks.start[i + 1];
    c[i] = Interval::single(static_cast<std::int64_t>(s));
    for (u64 x = s + 1; x < e; ++x)
      c[i] = witness::combine(c[i], Interval::single(static_cast<std::int64_t>(x)));
    d[i] = Interval::single(static_cast<std::int64_t>(s));
  }
  if (obs && !obs->at_start(c, &d)) {
    u.assign(n, Interval::invalid());
    PrefixRun run;
    run.m = plan.m;
    return run;
  }
  PrefixRun run = reference ? run_communication(
      v, plan, c,
      [&](Pe y, const std::vector<Interval>& recv, const std::vector<std::size_t>& order) {
        // temp := c(e_1) ⊕ ... ⊕ c(e_h); c(i) := temp ⊕ c(i); d(i) := temp ⊕ d(i), with the
        // variant's order applied to (e_1 .. e_h, own value) for c and for d alike.
        c[y] = fold(order, recv, c[y]);
        d[y] = fold(order, recv, d[y]);
      },
      [&](std::size_t j, const std::vector<Delivery>& delivered) {
        return obs == nullptr || obs->after_step(j, c, &d, delivered);
      })
                            : run_communication_fast(v, plan, c, &d, obs);
  u.assign(n, Interval::invalid());
  if (run.violation) return run;
  for (Pe i = 0; i < p; ++i) {
    const u64 s = blocks.start[i], e = blocks.start[i + 1];
    u[s] = d[i];
    for (u64 x = s + 1; x < e; ++x)
      u[x] = witness::combine(u[x - 1], Interval::single(static_cast<std::int64_t>(x)));
  }
  return run;
}

}  // namespace

PrefixRun run_algorithm_b(const PrefixVariant& v, u64 n, Pe p, u64 k, u64 lambda,
                          std::vector<Interval>& u, PrefixObserver* obs) {
  return algorithm_b(v, n, p, k, lambda, u, obs, false);
}

PrefixRun run_algorithm_b_reference(const PrefixVariant& v, u64 n, Pe p, u64 k, u64 lambda,
                                    std::vector<Interval>& u, PrefixObserver* obs) {
  return algorithm_b(v, n, p, k, lambda, u, obs, true);
}

SpanningTree spanning_tree(const PrefixVariant& v, Pe n, u64 k, u64 lambda, Pe root, bool literal) {
  Plan plan(n, k, lambda);
  SpanningTree t{root, std::vector<std::int64_t>(n, -1), std::vector<std::size_t>(n, 0), {}};
  t.parent[root] = root;
  std::vector<Pe> members{root}, dest;
  // Relative to the root, T_i is T_0 shifted by i: U_{x,j} is applied to x - i.
  Plan rel(n - root, k, lambda);
  for (std::size_t j = 1; j <= rel.m + lambda; ++j) {
    std::vector<Pe> added;
    for (Pe x : members) {
      const bool holds = x == root || t.step[x] + lambda <= j;
      if (!literal && !holds) continue;
      v.U(rel, x - root, j, dest);
      for (Pe yr : dest) {
        const Pe y = yr + root;
        if (t.defect.empty() && !holds)
          t.defect =
              "node " + std::to_string(x) + " (added in step " + std::to_string(t.step[x]) +
              ") adds child " + std::to_string(y) + " in step " + std::to_string(j) +
              ", but it receives the value in step " + std::to_string(t.step[x] + lambda - 1) +
              " and can forward it only from step " + std::to_string(t.step[x] + lambda) + " on";
        if (t.parent[y] != -1) {
          if (t.defect.empty())
            t.defect = "node " + std::to_string(y) + " is added twice: by " +
                       std::to_string(t.parent[y]) + " and by " + std::to_string(x) + " in step " +
                       std::to_string(j);
          continue;
        }
        t.parent[y] = x;
        t.step[y] = j;
        added.push_back(y);
      }
    }
    members.insert(members.end(), added.begin(), added.end());
  }
  (void)plan;
  return t;
}

namespace {

struct PlantedReversedCombine : PrefixVariant {
  std::string name() const override { return "planted-reversed-combine"; }
  std::string summary() const override {
    return "planted bug: c(i) := c(i) ⊕ c(e_h) ⊕ ... ⊕ c(e_1), the combine order reversed";
  }
  bool planted() const override { return true; }
  void combine_order(std::size_t h, std::vector<std::size_t>& out) const override {
    out.clear();
    for (std::size_t r = h + 1; r-- > 0;) out.push_back(r);
  }
};

struct PlantedUOffByOne : DerivedWVariant {
  std::string name() const override { return "planted-u-off-by-one"; }
  std::string summary() const override {
    return "planted bug: U_{x,j} = {x + G(j+lambda-2) + 1 + t G(j-1)}, one PE too far";
  }
  bool planted() const override { return true; }
  void U(Plan& plan, Pe x, std::size_t j, std::vector<Pe>& out) const override {
    PrefixVariant::U(plan, x, j, out);
    std::vector<Pe> shifted;
    for (Pe y : out)
      if (y + 1 < plan.n) shifted.push_back(y + 1);
    out = shifted;
  }
};

struct PlantedDroppedPort : DerivedWVariant {
  std::string name() const override { return "planted-dropped-port"; }
  std::string summary() const override {
    return "planted bug: the send to t = k-1 is dropped, so only k-1 ports are used (k >= 2)";
  }
  bool planted() const override { return true; }
  void U(Plan& plan, Pe x, std::size_t j, std::vector<Pe>& out) const override {
    PrefixVariant::U(plan, x, j, out);
    if (plan.k >= 2 && out.size() == plan.k) out.pop_back();
  }
};

}  // namespace

void register_postal_variants() {
  static std::once_flag once;
  std::call_once(once, [] {
    register_variant(std::make_shared<PaperPrefix>());
    register_variant(std::make_shared<PlantedReversedCombine>());
    register_variant(std::make_shared<PlantedUOffByOne>());
    register_variant(std::make_shared<PlantedDroppedPort>());
  });
}

std::vector<std::shared_ptr<const PrefixVariant>> prefix_variants() {
  register_postal_variants();
  return variants_of<PrefixVariant>("postal", "prefix");
}

std::shared_ptr<const PrefixVariant> find_prefix_variant(const std::string& name) {
  const auto all = prefix_variants();
  for (const auto& v : all)
    if (v->name() == name) return v;
  std::string known;
  for (const auto& v : all) known += (known.empty() ? "" : ", ") + v->name();
  throw UsageError("unknown postal variant '" + name + "' (known: " + known + ")");
}

void register_prefix_variant(std::shared_ptr<const PrefixVariant> v) {
  register_postal_variants();
  register_variant(std::move(v));
}

}  // namespace cc::postal
