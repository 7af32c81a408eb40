// The binomial-tree claims of Ohtaki's slides (slides "2項木の性質",
// "2項木によるデータ分配（続き）" and "2項木によるリダクションなど"): the level-k tree built from
// the recursive definition has 2^k nodes, depth k, C(k, i) nodes at depth i and largest degree log2
// N; broadcast, scatter, gather and reduction (spec/algorithms/groupops_binomial.hpp) run on the
// binomial-tree executor (spec/models/binomial_net.hpp), which enforces one dimension per step, one
// tree edge per message and values sent only if held. Each check compares what the executor left in
// every node, its step count and the dimension of every step with the claim.
#include "spec/models/binomial.hpp"

#include <algorithm>
#include <numeric>

#include "checkers/groupops/common.hpp"
#include "spec/algorithms/groupops_binomial.hpp"

namespace cc::groupops_checks {

std::optional<Fields> check_binomial_properties(std::int64_t k) {
  const BinomialTree t = binomial_tree(static_cast<int>(k));
  const auto n = static_cast<std::int64_t>(t.parent.size());
  std::vector<std::int64_t> depth(static_cast<std::size_t>(n), 0),
      count(static_cast<std::size_t>(n + 1), 0);
  std::int64_t maxdepth = 0, maxdeg = 0;
  for (std::int64_t v = 0; v < n; ++v) {  // preorder: a parent precedes its children
    const auto p = t.parent[static_cast<std::size_t>(v)];
    if (p >= 0) depth[static_cast<std::size_t>(v)] = depth[static_cast<std::size_t>(p)] + 1;
    maxdepth = std::max(maxdepth, depth[static_cast<std::size_t>(v)]);
    ++count[static_cast<std::size_t>(depth[static_cast<std::size_t>(v)])];
    // the degree of a node: its children and its parent edge
    const auto deg =
        static_cast<std::int64_t>(t.children[static_cast<std::size_t>(v)].size()) + (p >= 0);
    maxdeg = std::max(maxdeg, deg);
  }
  if (n != (std::int64_t{1} << k) || maxdepth != k || maxdeg != k)
    return Fields{{"k", k}, {"nodes", n}, {"depth", maxdepth}, {"largest degree", maxdeg}};
  std::int64_t c = 1;  // C(k, i)
  for (std::int64_t i = 0; i <= k; ++i) {
    if (count[static_cast<std::size_t>(i)] != c)
      return Fields{{"k", k},
                    {"depth i", i},
                    {"nodes at depth i", count[static_cast<std::size_t>(i)]},
                    {"C(k, i)", c}};
    c = c * (k - i) / (i + 1);
  }
  return std::nullopt;
}

namespace {

std::string show_buffer(const std::vector<Interval>& b) {
  std::string s;
  for (const auto& x : b) s += (s.empty() ? "" : ",") + witness::to_string(x);
  return "(" + s + ")";
}

// The step count, the dimension of each step (descending: k - s; ascending: s - 1) and the
// messages of each step: `senders(s)` of them, each carrying `items(s)` values.
std::optional<Fields> shape(std::int64_t k, const std::string& proc, const TreeRun<Interval>& r,
                            bool descending,
                            const std::function<std::int64_t(std::int64_t)>& senders,
                            const std::function<std::int64_t(std::int64_t)>& items) {
  const std::int64_t N = std::int64_t{1} << k;
  if (r.steps != k) return Fields{{"N", N}, {"procedure", proc}, {"steps", r.steps}, {"log2 N", k}};
  for (std::int64_t s = 1; s <= k; ++s) {
    const auto& st = r.log[static_cast<std::size_t>(s - 1)];
    const std::int64_t want = descending ? k - s : s - 1;
    if (st.dimension != want)
      return Fields{{"N", N},
                    {"procedure", proc},
                    {"step", s},
                    {"dimension", std::int64_t{st.dimension}},
                    {"expected", want}};
    const auto n = static_cast<std::int64_t>(st.sends.size());
    const bool sizes = std::all_of(st.sends.begin(), st.sends.end(),
                                   [&](const TreeSend& m) { return m.count == items(s); });
    if (n != senders(s) || !sizes)
      return Fields{{"N", N},
                    {"procedure", proc},
                    {"step", s},
                    {"messages", n},
                    {"expected messages", senders(s)},
                    {"items each", items(s)}};
  }
  return std::nullopt;
}

Fields holds(std::int64_t N, const std::string& proc, std::int64_t node,
             const std::vector<Interval>& got, const std::string& want) {
  return Fields{{"N", N},
                {"procedure", proc},
                {"node", node},
                {"holds", show_buffer(got)},
                {"expected", want}};
}

std::int64_t pow2(std::int64_t e) { return std::int64_t{1} << e; }

// The first node whose buffer differs from want(node), as holds() reports it (kit::first_mismatch).
std::optional<Fields> first_wrong_node(
    std::int64_t N, const std::string& proc, const std::vector<std::vector<Interval>>& buffers,
    const std::function<std::vector<Interval>(std::size_t)>& want) {
  auto f = kit::first_mismatch(buffers, want, show_buffer, "holds", "node");
  if (f) f->insert(f->begin(), {{"N", N}, {"procedure", proc}});
  return f;
}

}  // namespace

std::optional<Fields> check_binomial_broadcast(std::int64_t k, Planted bug) {
  const std::int64_t N = pow2(k);
  const std::string proc = "binomial broadcast";
  const auto r = binomial_broadcast<Interval>(static_cast<int>(k), Interval::single(7), bug);
  if (r.violation) return violation_fields(N, proc, *r.violation);
  if (auto f = first_wrong_node(N, proc, r.buffers, [](std::size_t) {
        return std::vector<Interval>{Interval::single(7)};
      }))
    return f;
  return shape(
      k, proc, r, true, [](std::int64_t s) { return pow2(s - 1); },
      [](std::int64_t) { return std::int64_t{1}; });
}

std::optional<Fields> check_binomial_scatter(std::int64_t k, Planted bug) {
  const std::int64_t N = pow2(k);
  const std::string proc = "binomial scatter";
  const auto r = binomial_scatter<Interval>(static_cast<int>(k), cube_singles(N), bug);
  if (r.violation) return violation_fields(N, proc, *r.violation);
  if (auto f = first_wrong_node(N, proc, r.buffers, [](std::size_t v) {
        return std::vector<Interval>{Interval::single(static_cast<std::int64_t>(v))};
      }))
    return f;
  return shape(
      k, proc, r, true, [](std::int64_t s) { return pow2(s - 1); },
      [k](std::int64_t s) { return pow2(k - s); });
}

std::optional<Fields> check_binomial_gather(std::int64_t k, Planted bug) {
  const std::int64_t N = pow2(k);
  const std::string proc = "binomial gather";
  const auto x = cube_singles(N);
  const auto r = binomial_gather<Interval>(static_cast<int>(k), x, bug);
  if (r.violation) return violation_fields(N, proc, *r.violation);
  if (r.buffers[0] != x)
    return holds(N, proc, 0, r.buffers[0],
                 N <= 8 ? show_buffer(x) : "(0,1,...," + std::to_string(N - 1) + ")");
  for (std::int64_t v = 1; v < N; ++v) {
    const auto& b = r.buffers[static_cast<std::size_t>(v)];
    if (!b.empty()) return holds(N, proc, v, b, "()");
  }
  return shape(
      k, proc, r, false, [k](std::int64_t s) { return pow2(k - s); },
      [](std::int64_t s) { return pow2(s - 1); });
}

std::optional<Fields> check_binomial_reduction(std::int64_t k, Planted bug) {
  const std::int64_t N = pow2(k);
  const std::string proc = "binomial reduction";
  const auto r =
      binomial_reduction<Interval>(static_cast<int>(k), cube_singles(N), icombine(), bug);
  if (r.violation) return violation_fields(N, proc, *r.violation);
  const auto want = Interval::range(0, N - 1);
  if (r.buffers[0] != std::vector<Interval>{want})
    return holds(N, proc, 0, r.buffers[0], "(" + witness::to_string(want) + ")");
  return shape(
      k, proc, r, false, [k](std::int64_t s) { return pow2(k - s); },
      [](std::int64_t) { return std::int64_t{1}; });
}

// The embedding: labels are a bijection onto 0..N-1, every tree edge joins labels that differ in
// exactly the bit of the child's level, and the level-c subtree of v covers labels v..v+2^c-1.
std::optional<Fields> check_binomial_embedding(std::int64_t k) {
  const BinomialTree t = binomial_tree(static_cast<int>(k));
  const std::int64_t N = pow2(k);
  std::vector<char> seen(static_cast<std::size_t>(N), 0);
  for (std::size_t v = 0; v < t.label.size(); ++v) {
    const auto l = t.label[v];
    if (l < 0 || l >= N || seen[static_cast<std::size_t>(l)])
      return Fields{{"k", k}, {"label", l}, {"problem", "not a bijection onto 0..N-1"}};
    seen[static_cast<std::size_t>(l)] = 1;
    const auto p = t.parent[v];
    if (p >= 0 && (l ^ t.label[static_cast<std::size_t>(p)]) != pow2(t.level[v]))
      return Fields{{"k", k},
                    {"child", l},
                    {"parent", t.label[static_cast<std::size_t>(p)]},
                    {"problem", "the edge is not the hypercube link of the child's level"}};
  }
  // Subtrees in preorder are contiguous runs of ids: [v, v + size).
  std::vector<std::int64_t> size(t.label.size(), 1);
  for (std::size_t v = t.label.size(); v-- > 1;)
    size[static_cast<std::size_t>(t.parent[v])] += size[v];
  for (std::size_t v = 0; v < t.label.size(); ++v) {
    std::int64_t lo = N, hi = -1;
    for (std::int64_t u = 0; u < size[v]; ++u) {
      const auto l = t.label[v + static_cast<std::size_t>(u)];
      lo = std::min(lo, l);
      hi = std::max(hi, l);
    }
    if (size[v] != pow2(t.level[v]) || lo != t.label[v] || hi != t.label[v] + size[v] - 1)
      return Fields{{"k", k},
                    {"node", t.label[v]},
                    {"level", std::int64_t{t.level[v]}},
                    {"subtree labels", std::to_string(lo) + ".." + std::to_string(hi)},
                    {"subtree size", size[v]}};
  }
  return std::nullopt;
}

// Distribution with the k dimensions in a given order: in each step every node that holds D sends
// it to its tree child across that step's dimension, if it has one. Of all k! orders, exactly
// the descending one (k-1, ..., 0: the higher dimensions first) informs every node in k steps.
std::optional<Fields> check_binomial_higher_first(std::int64_t k) {
  const BinomialTree t = binomial_tree(static_cast<int>(k));
  const std::int64_t N = pow2(k);
  std::vector<std::int64_t> parent(static_cast<std::size_t>(N), -1);
  for (std::size_t v = 1; v < t.label.size(); ++v)
    parent[static_cast<std::size_t>(t.label[v])] = t.label[static_cast<std::size_t>(t.parent[v])];
  std::vector<int> order(static_cast<std::size_t>(k));
  std::iota(order.begin(), order.end(), 0);
  std::int64_t complete = 0;
  do {
    BinomialNet<std::int64_t> net(t, {{1}}, {}, false);
    std::vector<char> has(static_cast<std::size_t>(N), 0);
    has[0] = 1;
    for (int dim : order) {
      TreeStep st{dim, {}};
      for (std::int64_t v = 0; v < N; ++v) {
        const auto c = v ^ pow2(dim);
        if (has[static_cast<std::size_t>(v)] && parent[static_cast<std::size_t>(c)] == v)
          st.sends.push_back({v, c, 0, 1, true, Receive::replace});
      }
      if (!net.step(st)) return violation_fields(N, "distribution", *net.run().violation);
      for (const auto& m : st.sends) has[static_cast<std::size_t>(m.to)] = 1;
    }
    const bool all = std::all_of(has.begin(), has.end(), [](char h) { return h != 0; });
    const bool descending = std::is_sorted(order.rbegin(), order.rend());
    if (all != descending) {
      std::string o;
      for (int d : order) o += (o.empty() ? "" : ",") + std::to_string(d);
      return Fields{{"N", N},
                    {"dimension order", o},
                    {"every node informed", all},
                    {"higher dimensions first", descending}};
    }
    complete += all;
  } while (std::next_permutation(order.begin(), order.end()));
  if (complete != 1) return Fields{{"N", N}, {"orders that inform every node", complete}};
  return std::nullopt;
}

}  // namespace cc::groupops_checks
