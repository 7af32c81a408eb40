// Prefix computation on the binomial tree (the slides' agenda:
// 2項木モデルを用いた基本的なグループ操作 …
// 3. プレフィックス計算, never given): collcheck's plan
// (spec/algorithms/groupops_binomial_prefix.hpp) run on the hypercube executor, every message
// checked against the binomial tree's edges, every node's result on the interval witness.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "checkers/groupops/common.hpp"
#include "spec/algorithms/groupops_binomial_prefix.hpp"
#include "spec/models/binomial.hpp"

namespace cc::groupops_checks {

std::optional<Fields> binomial_prefix_fields(int k, const BinomialPrefixPlan& plan) {
  const std::int64_t N = std::int64_t{1} << k;
  const std::string proc = "binomial prefix";
  const BinomialTree tree = binomial_tree(k);
  std::vector<std::int64_t> parent(static_cast<std::size_t>(N), -1);  // by label
  for (std::size_t v = 0; v < tree.parent.size(); ++v)
    if (tree.parent[v] >= 0)
      parent[static_cast<std::size_t>(tree.label[v])] =
          tree.label[static_cast<std::size_t>(tree.parent[v])];
  CubeMachine<Interval> m(N, icombine(), &plan.registers);
  m.reg.push_back(cube_operands(cube_singles(N)));
  if (!cube_ops(m, plan.init)) return violation_fields(N, proc, *m.violation);
  for (std::size_t i = 0; i < plan.steps.size(); ++i) {
    for (const auto& snd : plan.steps[i].sends) {
      const bool edge =
          (snd.from >= 0 && snd.from < N && parent[static_cast<std::size_t>(snd.from)] == snd.to) ||
          (snd.to >= 0 && snd.to < N && parent[static_cast<std::size_t>(snd.to)] == snd.from);
      if (!edge)
        return Fields{
            {"N", N},
            {"procedure", proc},
            {"step", static_cast<std::int64_t>(i + 1)},
            {"message", "P_" + std::to_string(snd.from) + " -> P_" + std::to_string(snd.to)},
            {"rule", "tree edge"}};
    }
    if (!cube_step(m, plan.steps[i])) return violation_fields(N, proc, *m.violation);
  }
  for (std::int64_t v = 0; v < N; ++v) {
    const auto& got = m.at(v, plan.s);
    const auto want = Interval::range(0, v);
    if (got != want)
      return Fields{{"N", N},
                    {"procedure", proc},
                    {"P_i", v},
                    {"s_i", show(got)},
                    {"expected", witness::to_string(want)}};
  }
  if (m.steps != 2 * k)
    return Fields{{"N", N}, {"procedure", proc}, {"steps", m.steps}, {"2 log2 N", 2 * k}};
  return std::nullopt;
}

std::optional<Fields> check_binomial_prefix(std::int64_t k, Planted bug) {
  return binomial_prefix_fields(static_cast<int>(k),
                                binomial_prefix_plan(static_cast<int>(k), bug));
}

}  // namespace cc::groupops_checks
