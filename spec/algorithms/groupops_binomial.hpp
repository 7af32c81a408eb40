// Broadcast, scatter, gather and reduction on the binomial tree of Ohtaki's slides
// (Ohtaki's slides, "2項木によるデータ分配" to "2項木によるリダクションなど": the
// slides draw the distribution step by step and list broadcast, 分配 (scatter), 収集 (gather) and
// リダクション as doable on the tree, without pseudocode). Each is written from the tree of the
// recursive definition (spec/models/binomial.hpp: a node's children in the order of their levels
// k-1, ..., 0) and run on the executor (spec/models/binomial_net.hpp):
//   distribution (broadcast, scatter): from step 1 on, every node that holds its data sends to its
//     next child, largest subtree first; the step is declared along dimension k - s, the slides'
//     "上位の次元から順に" (higher dimensions first). Broadcast sends D and keeps it; scatter hands
//     the child the block of items of the child's subtree (labels c..c + 2^level(c) - 1), which
//     sits at offset c - v of the sender v's block.
//   collection (gather, reduction): the distribution reversed. A node sends everything it holds to
//     its parent once it has heard from all its children (smallest subtree first), so step s is
//     declared along dimension s - 1. Gather appends the child's block after the parent's own
//     (x_0, ..., x_{N-1} in order at the root); reduction combines a ← a ⊕ b, the child's value
//     (which covers higher labels) on the right.
// Each procedure is a plan (the steps as data, distribution_plan and collection_plan) that the
// executor runs; `collcheck simulate binomial --emit-schedule` writes the same plans as hypercube
// documents. Planted bugs (spec/algorithms/groupops_procedures.hpp): short_loop stops one step
// early, skip_largest never sends to the largest child, block_offset sends the scatter block one
// item late, prepend puts the child's block or value before the parent's own.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "spec/algorithms/groupops_procedures.hpp"
#include "spec/models/binomial_net.hpp"

namespace cc::groupops {

namespace detail {

// The index of every label in the preorder numbering of the tree.
inline std::vector<std::int64_t> ids_by_label(const BinomialTree& t) {
  std::vector<std::int64_t> id(t.label.size());
  for (std::size_t v = 0; v < t.label.size(); ++v)
    id[static_cast<std::size_t>(t.label[v])] = static_cast<std::int64_t>(v);
  return id;
}

}  // namespace detail

// The steps of the distribution (broadcast, scatter): who holds the data follows from the plan.
inline std::vector<TreeStep> distribution_plan(int k, bool scatter, Planted bug) {
  const BinomialTree t = binomial_tree(k);
  const auto N = static_cast<std::int64_t>(t.parent.size());
  const auto id = detail::ids_by_label(t);
  std::vector<char> has(static_cast<std::size_t>(N), 0);
  std::vector<std::size_t> next(static_cast<std::size_t>(N), 0);  // by label: the next child
  has[0] = 1;
  std::vector<TreeStep> plan;
  const int steps = bug == Planted::short_loop ? std::max(0, k - 1) : k;
  for (int s = 1; s <= steps; ++s) {
    TreeStep st{k - s, {}};
    for (std::int64_t lv = 0; lv < N; ++lv) {
      if (!has[static_cast<std::size_t>(lv)]) continue;
      const auto& ch = t.children[static_cast<std::size_t>(id[static_cast<std::size_t>(lv)])];
      auto& nx = next[static_cast<std::size_t>(lv)];
      if (bug == Planted::skip_largest && nx == 0 && ch.size() > 1) ++nx;
      if (nx >= ch.size()) continue;
      const auto c = static_cast<std::size_t>(ch[nx++]);
      TreeSend m{lv, t.label[c], 0, 1, true, Receive::replace};
      if (scatter) {
        m.first = t.label[c] - lv + (bug == Planted::block_offset ? 1 : 0);
        m.count = std::int64_t{1} << t.level[c];
        m.keep = false;
      }
      st.sends.push_back(m);
    }
    for (const auto& m : st.sends) has[static_cast<std::size_t>(m.to)] = 1;
    plan.push_back(std::move(st));
  }
  return plan;
}

// The steps of the collection (gather, reduction): a node sends once it has heard from all its
// children, everything it holds: its subtree's 2^level items (gather) or one value (reduction).
inline std::vector<TreeStep> collection_plan(int k, bool reduce, Planted bug) {
  const BinomialTree t = binomial_tree(k);
  const auto N = static_cast<std::int64_t>(t.parent.size());
  const auto id = detail::ids_by_label(t);
  // heard[v]: how many of v's children have sent; they send smallest subtree first, so v has
  // heard from all when heard == its number of children.
  std::vector<std::size_t> heard(static_cast<std::size_t>(N), 0);
  std::vector<char> done(static_cast<std::size_t>(N), 0);
  const int steps = bug == Planted::short_loop ? std::max(0, k - 1) : k;
  const Receive rc =
      reduce ? (bug == Planted::prepend ? Receive::combine_before : Receive::combine_after)
             : (bug == Planted::prepend ? Receive::prepend : Receive::append);
  std::vector<TreeStep> plan;
  for (int s = 1; s <= steps; ++s) {
    TreeStep st{s - 1, {}};
    for (std::int64_t lv = 0; lv < N; ++lv) {
      const auto v = static_cast<std::size_t>(id[static_cast<std::size_t>(lv)]);
      const auto p = t.parent[v];
      if (p < 0 || done[static_cast<std::size_t>(lv)] ||
          heard[static_cast<std::size_t>(lv)] < t.children[v].size())
        continue;
      const std::int64_t count = reduce ? 1 : std::int64_t{1} << t.level[v];
      st.sends.push_back({lv, t.label[static_cast<std::size_t>(p)], 0, count, false, rc});
      done[static_cast<std::size_t>(lv)] = 1;
    }
    for (const auto& m : st.sends) ++heard[static_cast<std::size_t>(m.to)];
    plan.push_back(std::move(st));
  }
  return plan;
}

// Runs a plan on the binomial-tree executor, up to the first step it rejects.
template <class T>
TreeRun<T> run_tree_plan(int k, const std::vector<TreeStep>& plan, std::vector<std::vector<T>> init,
                         const Op<T>& op, bool record) {
  BinomialNet<T> net(binomial_tree(k), std::move(init), op, record);
  for (const auto& st : plan)
    if (!net.step(st)) break;
  return net.take();
}

template <class T>
TreeRun<T> distribute(int k, std::vector<std::vector<T>> init, bool scatter, Planted bug,
                      bool record) {
  return run_tree_plan<T>(k, distribution_plan(k, scatter, bug), std::move(init), {}, record);
}

template <class T>
TreeRun<T> collect(int k, const std::vector<T>& x, bool reduce, const Op<T>& op, Planted bug,
                   bool record) {
  std::vector<std::vector<T>> init;
  for (const auto& v : x) init.push_back({v});
  return run_tree_plan<T>(k, collection_plan(k, reduce, bug), std::move(init), op, record);
}

// A distribution or collection plan as hypercube steps (spec/models/groupops.hpp), when every
// message carries one value: broadcast and reduction. A message goes along the step's dimension
// from register c; replace receives into c, a combining receive into b and an op c ← c ⊕ b (or
// b ⊕ c). nullopt for scatter and gather, whose messages carry blocks of items.
inline std::optional<std::vector<CubeStep>> as_cube_plan(const std::vector<TreeStep>& plan) {
  std::vector<CubeStep> out;
  for (const auto& st : plan) {
    CubeStep c;
    c.dim = st.dimension;
    for (const auto& m : st.sends) {
      if (m.first != 0 || m.count != 1) return std::nullopt;
      switch (m.receive) {
        case Receive::replace:
          c.send(m.from, m.to, kC, kC);
          break;
        case Receive::combine_after:
        case Receive::combine_before:
          c.send(m.from, m.to, kC, kB);
          if (m.receive == Receive::combine_after)
            c.op(m.to, kC, {kC, kB});
          else
            c.op(m.to, kC, {kB, kC});
          break;
        case Receive::append:
        case Receive::prepend:
          return std::nullopt;
      }
    }
    out.push_back(std::move(c));
  }
  return out;
}

// A scatter or gather plan (messages of blocks of items) as hypercube steps, from the same plan
// the binomial-tree executor runs. Registers (docs/schedule-format.md, hypercube, scatter and
// gather): item j travels in register x<j> (scatter) or c<j> (gather) wherever it is, except that
// at the start PE j holds its own operand in c (gather). The buffers of the plan are followed as
// lists of registers: a message carries the registers of its slice of the sender's buffer and is
// received into the registers of its items, wherever the plan puts them in the receiver's buffer
// (replace, append or prepend); a slice past the end of the sender's buffer names the registers
// of the items that would follow its last one, which the sender never held (the executor refutes
// reading them, rule no-value, as the tree's executor refutes the slice, rule held). At the end
// each buffer is placed where the collective wants it, by ops of the last step (or of `init`
// when the plan has no step): scatter, c := the first register of every non-empty buffer;
// gather, the root's c<j> := the j-th register of its buffer (for the slides' plan that is c0 := c
// alone; a cycle of copies goes through register t). nullopt for a combining receive or an empty
// slice, which are not scatter or gather messages.
struct BlockCubePlan {
  std::vector<std::string> registers;  // the names of the register numbers: c, t, b, then items
  CubeStep init;                       // ops only, before step 1
  std::vector<CubeStep> steps;
};

inline std::optional<BlockCubePlan> as_block_cube_plan(int k, const std::vector<TreeStep>& plan,
                                                       bool scatter) {
  const std::int64_t N = std::int64_t{1} << k;
  BlockCubePlan out;
  out.registers = cube_registers();
  std::vector<int> item_regs;  // item j -> its register, named when first used
  const auto item_reg = [&](std::int64_t j) {
    const auto i = static_cast<std::size_t>(j);
    if (item_regs.size() <= i) item_regs.resize(i + 1, -1);
    if (item_regs[i] < 0) {
      item_regs[i] = static_cast<int>(out.registers.size());
      out.registers.push_back((scatter ? "x" : "c") + std::to_string(j));
    }
    return item_regs[i];
  };
  struct Slot {
    std::int64_t item;
    int reg;
  };
  std::vector<std::vector<Slot>> buf(static_cast<std::size_t>(N));
  if (scatter)
    for (std::int64_t j = 0; j < N; ++j) buf[0].push_back({j, item_reg(j)});
  else
    for (std::int64_t i = 0; i < N; ++i) buf[static_cast<std::size_t>(i)].push_back({i, kC});
  for (const auto& st : plan) {
    CubeStep cs;
    cs.dim = st.dimension;
    std::vector<std::vector<Slot>> payload;
    for (const auto& m : st.sends) {
      if (m.count < 1 || m.first < 0 || m.receive == Receive::combine_after ||
          m.receive == Receive::combine_before || m.from < 0 || m.from >= N || m.to < 0 ||
          m.to >= N)
        return std::nullopt;
      const auto& held = buf[static_cast<std::size_t>(m.from)];
      const auto size = static_cast<std::int64_t>(held.size());
      std::vector<Slot> load;
      for (std::int64_t p = m.first; p < m.first + m.count; ++p) {
        if (p < size) {
          load.push_back(held[static_cast<std::size_t>(p)]);
          continue;
        }
        const std::int64_t item = (size ? held.back().item + 1 : m.from) + (p - size);
        load.push_back({item, item_reg(item)});
      }
      std::vector<int> regs, into;
      for (const auto& x : load) {
        regs.push_back(x.reg);
        into.push_back(item_reg(x.item));
      }
      cs.send(m.from, m.to, regs, into);
      for (auto& x : load) x.reg = item_reg(x.item);
      payload.push_back(std::move(load));
    }
    for (const auto& m : st.sends)
      if (!m.keep) {
        auto& held = buf[static_cast<std::size_t>(m.from)];
        const auto size = static_cast<std::int64_t>(held.size());
        held.erase(held.begin() + std::min(m.first, size),
                   held.begin() + std::min(m.first + m.count, size));
      }
    for (std::size_t i = 0; i < st.sends.size(); ++i) {
      auto& mine = buf[static_cast<std::size_t>(st.sends[i].to)];
      auto& in = payload[i];
      if (st.sends[i].receive == Receive::replace)
        mine = std::move(in);
      else if (st.sends[i].receive == Receive::append)
        mine.insert(mine.end(), in.begin(), in.end());
      else
        mine.insert(mine.begin(), in.begin(), in.end());
    }
    out.steps.push_back(std::move(cs));
  }
  CubeStep& last = out.steps.empty() ? out.init : out.steps.back();
  const auto copy = [&](std::int64_t pe, int dst, int src) {
    last.ops.push_back({pe, dst, static_cast<std::uint32_t>(last.args.size()), 1});
    last.args.push_back(src);
  };
  if (scatter) {
    for (std::int64_t i = 0; i < N; ++i)
      if (const auto& b = buf[static_cast<std::size_t>(i)]; !b.empty()) copy(i, kC, b[0].reg);
    return out;
  }
  // The root's moves c<j> := buffer[j], as parallel moves: a move whose target no pending move
  // reads goes first; when every pending move waits for another (a cycle), one target is saved
  // in t first.
  std::vector<std::pair<int, int>> moves;  // (dst, src)
  const auto& root = buf[0];
  for (std::size_t j = 0; j < root.size(); ++j)
    if (const int dst = item_reg(static_cast<std::int64_t>(j)); dst != root[j].reg)
      moves.push_back({dst, root[j].reg});
  while (!moves.empty()) {
    const auto free = std::find_if(moves.begin(), moves.end(), [&](const auto& mv) {
      return std::none_of(moves.begin(), moves.end(),
                          [&](const auto& o) { return o.second == mv.first; });
    });
    if (free != moves.end()) {
      copy(0, free->first, free->second);
      moves.erase(free);
      continue;
    }
    const int saved = moves.front().first;
    copy(0, kT, saved);
    for (auto& mv : moves)
      if (mv.second == saved) mv.second = kT;
  }
  return out;
}

// The root (label 0) holds D; afterwards every node should hold exactly D.
template <class T>
TreeRun<T> binomial_broadcast(int k, const T& D, Planted bug = Planted::none, bool record = false) {
  std::vector<std::vector<T>> init(std::size_t{1} << k);
  init[0] = {D};
  return distribute<T>(k, std::move(init), false, bug, record);
}

// The root holds x_0, ..., x_{N-1}; afterwards node i should hold exactly x_i.
template <class T>
TreeRun<T> binomial_scatter(int k, const std::vector<T>& x, Planted bug = Planted::none,
                            bool record = false) {
  std::vector<std::vector<T>> init(std::size_t{1} << k);
  init[0] = x;
  return distribute<T>(k, std::move(init), true, bug, record);
}

// Node i holds x_i; afterwards the root should hold x_0, ..., x_{N-1} in order.
template <class T>
TreeRun<T> binomial_gather(int k, const std::vector<T>& x, Planted bug = Planted::none,
                           bool record = false) {
  return collect<T>(k, x, false, {}, bug, record);
}

// Node i holds x_i; afterwards the root should hold x_0 ⊕ ... ⊕ x_{N-1}.
template <class T>
TreeRun<T> binomial_reduction(int k, const std::vector<T>& x, const Op<T>& op,
                              Planted bug = Planted::none, bool record = false) {
  return collect<T>(k, x, true, op, bug, record);
}

}  // namespace cc::groupops
