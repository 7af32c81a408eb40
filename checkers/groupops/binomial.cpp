// The binomial-tree claims of seed 003 (003_fd17e5cee6c92638.txt, slides "2項木の性質" and
// "2項木によるデータ分配（続き）"): the level-k tree built from the recursive definition has 2^k
// nodes, depth k, C(k, i) nodes at depth i and largest degree log2 N; its broadcast (every
// informed node sends to its next child, largest subtree first) runs on the hypercube executor,
// every tree edge a hypercube link and step s along dimension k - s: the higher dimensions first.
#include "spec/models/binomial.hpp"

#include "checkers/groupops/common.hpp"

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

std::optional<Fields> check_binomial_broadcast(std::int64_t k, Planted bug) {
  const BinomialTree t = binomial_tree(static_cast<int>(k));
  const std::int64_t N = std::int64_t{1} << k;
  std::vector<char> has(static_cast<std::size_t>(N), 0);
  std::vector<std::size_t> next(static_cast<std::size_t>(N), 0);  // the next child to send to
  has[0] = 1;
  std::optional<Violation> vio;
  for (std::int64_t s = 1; s <= k; ++s) {
    std::vector<Message<std::int64_t>> msgs;
    std::vector<std::int64_t> sent_to;
    for (std::int64_t v = 0; v < N; ++v) {
      const auto& ch = t.children[static_cast<std::size_t>(v)];
      auto& nx = next[static_cast<std::size_t>(v)];
      if (!has[static_cast<std::size_t>(v)] || nx >= ch.size()) continue;
      // planted-short-loop: a node skips its largest subtree
      if (bug == Planted::short_loop && nx == 0 && ch.size() > 1) ++nx;
      const auto c = ch[nx++];
      msgs.push_back(
          {t.label[static_cast<std::size_t>(v)], t.label[static_cast<std::size_t>(c)], 0});
      sent_to.push_back(c);
    }
    const int dim = static_cast<int>(k - s);  // the higher dimensions first
    cube_step<std::int64_t>(N, dim, msgs, s - 1, vio);
    if (vio) return violation_fields(N, "binomial broadcast", *vio);
    for (auto c : sent_to) has[static_cast<std::size_t>(c)] = 1;
  }
  for (std::int64_t v = 0; v < N; ++v)
    if (!has[static_cast<std::size_t>(v)])
      return Fields{{"N", N},
                    {"node", v},
                    {"label", t.label[static_cast<std::size_t>(v)]},
                    {"informed after k steps", false}};
  return std::nullopt;
}

}  // namespace cc::groupops_checks
