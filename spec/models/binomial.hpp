// The binomial tree of Ohtaki's slides (slides "2項木(binominal tree)とは",
// "2項木の性質", "2項木によるデータ分配（続き）"): the level-0 tree is one node; the level-k tree
// is a root whose children are the roots of level k-1, k-2, ..., 0 trees. Built literally from that
// recursive definition (nodes numbered in preorder), and embedded into the hypercube by giving
// the root's level-(k-1) subtree the labels with bit k-1 set, recursively.
#pragma once

#include <cstdint>
#include <vector>

namespace cc::groupops {

struct BinomialTree {
  std::vector<std::int64_t> parent;                 // -1 for the root
  std::vector<std::vector<std::int64_t>> children;  // in the order k-1, ..., 0
  std::vector<std::int64_t> label;                  // the hypercube label of each node
  std::vector<int> level;                           // the level of the subtree rooted here
};

inline std::int64_t add_binomial(BinomialTree& t, int k, std::int64_t parent, std::int64_t label) {
  const auto id = static_cast<std::int64_t>(t.parent.size());
  t.parent.push_back(parent);
  t.children.emplace_back();
  t.label.push_back(label);
  t.level.push_back(k);
  for (int c = k - 1; c >= 0; --c) {
    const std::int64_t child = add_binomial(t, c, id, label + (std::int64_t{1} << c));
    t.children[static_cast<std::size_t>(id)].push_back(child);
  }
  return id;
}

inline BinomialTree binomial_tree(int k) {
  BinomialTree t;
  add_binomial(t, k, -1, 0);
  return t;
}

}  // namespace cc::groupops
