// simulate binomial --procedure properties (Ohtaki's slides, "2項木の性質"): the binomial tree of
// level k, nodes per depth next to C(k, i), the depth, the largest degree, and every node's parent
// and children, preorder as the slides' figure draws it (app/simulate/groupops.hpp).
#include <algorithm>
#include <ostream>

#include "app/simulate/groupops.hpp"
#include "spec/algorithms/groupops_binomial.hpp"

namespace cc::app::sim::groupops_common {

using namespace groupops;

int binomial_properties(bool text, std::ostream& out, std::int64_t N) {
  const int k = log2_exact(N);
  const BinomialTree t = binomial_tree(k);
  std::vector<std::int64_t> depth(t.parent.size(), 0), count(static_cast<std::size_t>(k) + 1, 0);
  std::int64_t maxdeg = 0, maxdepth = 0;
  for (std::size_t v = 0; v < t.parent.size(); ++v) {
    if (t.parent[v] >= 0) depth[v] = depth[static_cast<std::size_t>(t.parent[v])] + 1;
    ++count[static_cast<std::size_t>(depth[v])];
    maxdepth = std::max(maxdepth, depth[v]);
    maxdeg = std::max(maxdeg, static_cast<std::int64_t>(t.children[v].size()) + (t.parent[v] >= 0));
  }
  nlohmann::json j{{"model", "binomial"}, {"procedure", "properties"}, {"N", N}, {"k", k},
                   {"depth", maxdepth},   {"largest_degree", maxdeg}};
  if (text)
    out << "binomial tree of level k = " << k << ": N = " << t.parent.size() << " nodes, depth "
        << maxdepth << ", largest degree " << maxdeg << " (log2 N = " << k
        << ")\ndepth i\tnodes\tC(k, i)\n";
  nlohmann::json depths = nlohmann::json::array();
  std::int64_t c = 1;
  for (int i = 0; i <= k; ++i) {
    if (text) out << i << "\t" << count[static_cast<std::size_t>(i)] << "\t" << c << "\n";
    depths.push_back({{"depth", i}, {"nodes", count[static_cast<std::size_t>(i)]}, {"C(k, i)", c}});
    c = c * (k - i) / (i + 1);
  }
  j["depths"] = depths;
  if (text) out << "node\tlevel\tdepth\tparent\tchildren (largest subtree first)\n";
  nlohmann::json nodes = nlohmann::json::array();
  for (std::size_t v = 0; v < t.parent.size(); ++v) {  // preorder, as the figure is drawn
    std::string ch;
    nlohmann::json jc = nlohmann::json::array();
    for (auto c2 : t.children[v]) {
      const auto l = t.label[static_cast<std::size_t>(c2)];
      ch += (ch.empty() ? "" : " ") + node(l, k);
      jc.push_back(l);
    }
    const auto p = t.parent[v] < 0 ? -1 : t.label[static_cast<std::size_t>(t.parent[v])];
    if (text)
      out << node(t.label[v], k) << "\t" << t.level[v] << "\t" << depth[v] << "\t"
          << (p < 0 ? "-" : node(p, k)) << "\t" << ch << "\n";
    nodes.push_back({{"label", t.label[v]},
                     {"level", t.level[v]},
                     {"depth", depth[v]},
                     {"parent", p < 0 ? nlohmann::json(nullptr) : nlohmann::json(p)},
                     {"children", jc}});
  }
  j["nodes"] = nodes;
  if (!text) out << j.dump(2) << "\n";
  return 0;
}

}  // namespace cc::app::sim::groupops_common
