// Prefix computation on the binomial tree, which Ohtaki's slides promise in their agenda
// (今日の内容: 2項木モデルを用いた基本的なグループ操作: … 3. プレフィックス計算) and never give:
// collcheck's own plan, written from the tree (spec/models/binomial.hpp, labels child = parent +
// 2^c) and run on the hypercube executor (spec/models/groupops_cube.hpp), whose registers and ops a
// node needs besides its messages; every message runs along a tree edge of the step's dimension.
//   up-sweep, steps 1..k (step s along dimension s-1, the gather's schedule): node v keeps
//     p_c(v) = a_v ⊕ ... ⊕ a_{v+2^c-1} for every c up to its level; a node u of level c sends
//     p_c(u) to its parent v = u - 2^c, which sets p_{c+1}(v) := p_c(v) ⊕ received;
//   down-sweep, steps k+1..2k (step k + s along dimension k - s, the scatter's schedule, largest
//     subtree first): node v sends its child v + 2^c the value a_0 ⊕ ... ⊕ a_{v+2^c-1}, which it
//     computed as x_c(v) := e(v) ⊕ p_c(v) when it received e(v) = a_0 ⊕ ... ⊕ a_{v-1} from its
//     parent (the root: x_c := p_c); the child takes it as its e and sets its result
//     s := e ⊕ a_v (the root s := a_0).
// Registers: 0 = p_0 (a_v, the operand), 1..k = p_1..p_k, then b (an up-sweep receive), e, s and
// x_0..x_{k-1}. Planted bugs: swap_operands combines received ⊕ p_c in the up-sweep (the child's
// block first), short_loop leaves out the last down-sweep step.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "spec/algorithms/groupops_procedures.hpp"
#include "spec/models/groupops.hpp"

namespace cc::groupops {

struct BinomialPrefixPlan {
  std::vector<std::string> registers;
  CubeStep init;  // ops only: the root's s := a_0
  std::vector<CubeStep> steps;
  int b = 0, e = 0, s = 0;  // register numbers
  int x(int c) const { return s + 1 + c; }
};

inline BinomialPrefixPlan binomial_prefix_plan(int k, Planted bug = Planted::none) {
  const std::int64_t N = std::int64_t{1} << k;
  BinomialPrefixPlan plan;
  plan.registers.push_back("p0");
  for (int c = 1; c <= k; ++c) plan.registers.push_back("p" + std::to_string(c));
  plan.b = k + 1;
  plan.e = k + 2;
  plan.s = k + 3;
  for (const char* r : {"b", "e", "s"}) plan.registers.push_back(r);
  for (int c = 0; c < k; ++c) plan.registers.push_back("x" + std::to_string(c));
  plan.init.op(0, plan.s, {0});
  // The level of label v (v > 0): its lowest set bit; the root's is k.
  const auto level = [k](std::int64_t v) {
    int l = 0;
    while (l < k && !(v >> l & 1)) ++l;
    return l;
  };
  for (int c = 0; c < k; ++c) {  // up-sweep along dimension c
    CubeStep st;
    st.dim = c;
    for (std::int64_t u = 0; u < N; ++u) {
      if (u == 0 || level(u) != c) continue;
      const std::int64_t v = u - (std::int64_t{1} << c);
      st.send(u, v, c, plan.b);
      if (bug == Planted::swap_operands)
        st.op(v, c + 1, {plan.b, c});
      else
        st.op(v, c + 1, {c, plan.b});
    }
    if (c == k - 1)  // the root's values for its children, now that p_{k-1} is complete
      for (int cc = 0; cc < k; ++cc) st.op(0, plan.x(cc), {cc});
    plan.steps.push_back(std::move(st));
  }
  const int down = bug == Planted::short_loop ? k - 1 : k;
  for (int s = 1; s <= down; ++s) {  // down-sweep along dimension c = k - s
    const int c = k - s;
    CubeStep st;
    st.dim = c;
    for (std::int64_t v = 0; v < N; v += std::int64_t{1} << (c + 1)) {
      const std::int64_t u = v + (std::int64_t{1} << c);
      st.send(v, u, plan.x(c), plan.e);
      for (int cc = 0; cc < c; ++cc) st.op(u, plan.x(cc), {plan.e, cc});
      st.op(u, plan.s, {plan.e, 0});
    }
    plan.steps.push_back(std::move(st));
  }
  return plan;
}

}  // namespace cc::groupops
