// Section 5 of Lin and Hung: "it is even impossible to compute the sum of 1024 inputs in 7
// computation steps". The least number of computation steps over every schedule, found
// exhaustively (small n) and over the lengths a value can have (every n), and a binary tree that
// meets it on the half-duplex executor.
#include <algorithm>
#include <stdexcept>
#include <unordered_set>
#include <vector>

#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/common.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;

i64 least_sum_steps_exhaustive(i64 n, int arity) {
  if (n <= 1) return 0;
  if (n > 8) throw std::logic_error("least_sum_steps_exhaustive: n > 8");
  // The value i:j is bit (i-1)n + (j-1); a state is the set of values formed so far.
  const auto bit = [n](i64 i, i64 j) { return std::uint64_t{1} << ((i - 1) * n + (j - 1)); };
  std::uint64_t start = 0;
  for (i64 i = 1; i <= n; ++i) start |= bit(i, i);
  // The values one operation can form from those of s: a (+) b (and a (+) b (+) c for the
  // planted ternary operation) by the witness's rule (adjacent and in order), not yet formed.
  const auto formable = [&](std::uint64_t s) {
    std::vector<witness::Interval> held;
    for (i64 i = 1; i <= n; ++i)
      for (i64 j = i; j <= n; ++j)
        if (s & bit(i, j)) held.push_back({i, j});
    std::uint64_t out = 0;
    for (const auto& a : held)
      for (const auto& b : held) {
        const witness::Interval ab = witness::combine(a, b);
        if (!ab.valid()) continue;
        if (arity == 2) out |= bit(ab.lo, ab.hi);
        if (arity == 3)
          for (const auto& c : held)
            if (const auto abc = witness::combine(ab, c); abc.valid()) out |= bit(abc.lo, abc.hi);
      }
    return out & ~s;
  };
  std::vector<std::uint64_t> layer{start};
  for (i64 t = 1;; ++t) {
    std::unordered_set<std::uint64_t> next;
    for (const std::uint64_t s : layer) {
      const std::uint64_t a = formable(s);
      if (a & bit(1, n)) return t;
      for (std::uint64_t x = a; x != 0; x = (x - 1) & a) next.insert(s | x);
    }
    layer.assign(next.begin(), next.end());
  }
}

i64 least_sum_steps_lengths(i64 n, int arity) {
  // i:j can be formed within t steps exactly when its length is in L_t (L_0 = {1}; a length is
  // added when it is the sum of `arity` lengths of L_t): the greatest set reachable in t steps
  // holds every value any schedule forms in t steps (the operations available only grow with
  // the set), and the rule does not depend on where i:j lies in 1..n.
  if (n <= 1) return 0;
  const std::size_t W = static_cast<std::size_t>(n / 64 + 1);
  std::vector<std::uint64_t> L(W, 0);
  L[0] = 2;  // length 1
  const auto has = [](const std::vector<std::uint64_t>& s, i64 x) {
    return (s[static_cast<std::size_t>(x / 64)] >> (x % 64)) & 1;
  };
  const auto or_shifted = [&](std::vector<std::uint64_t>& into, const std::vector<std::uint64_t>& s,
                              i64 by) {
    const std::size_t w = static_cast<std::size_t>(by / 64), r = static_cast<std::size_t>(by % 64);
    for (std::size_t i = W; i-- > w;) {
      std::uint64_t v = s[i - w] << r;
      if (r && i - w >= 1) v |= s[i - w - 1] >> (64 - r);
      into[i] |= v;
    }
  };
  for (i64 t = 1;; ++t) {
    std::vector<std::uint64_t> next = L, two = L;
    for (i64 a = 1; a <= n; ++a)
      if (has(L, a)) or_shifted(two, L, a);  // two: L and every a + b
    if (arity == 2) next = two;
    if (arity == 3)
      for (i64 a = 1; a <= n; ++a)
        if (has(L, a)) or_shifted(next, two, a);
    if (has(next, n)) return t;
    L = std::move(next);
    if (t > 2 * n) throw std::logic_error("least_sum_steps_lengths: no progress");
  }
}

namespace {

// A binary tree of additions on ceil(n/2) PEs: PE i starts with x_{2i+1}, x_{2i+2}; each round
// the PE of every second block sends it to the PE of the block before, which combines them.
Schedule tree_sum(i64 n) {
  Schedule s;
  const i64 p = (n + 1) / 2;
  s.p = static_cast<Pe>(p);
  s.n = n;
  s.inputs.assign(static_cast<std::size_t>(p), {});
  for (i64 i = 1; i <= n; ++i)
    s.inputs[static_cast<std::size_t>((i - 1) / 2)].push_back(Run::one(i, i));
  struct Block {
    Pe pe;
    i64 lo, hi;
  };
  std::vector<Block> blocks;
  Step first{StepKind::comp, 1, {}, {}, 0, false, false, 1};
  for (i64 q = 0; q < p; ++q) {
    const i64 lo = 2 * q + 1, hi = std::min(n, 2 * q + 2);
    if (hi > lo) first.ops.push_back({static_cast<Pe>(q), Run::one(lo, lo), Run::one(hi, hi)});
    blocks.push_back({static_cast<Pe>(q), lo, hi});
  }
  if (!first.ops.empty()) s.steps.push_back(std::move(first));
  while (blocks.size() > 1) {
    Step send{StepKind::comm, 1, {}, {}, 0, false, false, 1};
    Step add{StepKind::comp, 1, {}, {}, 0, false, false, 1};
    std::vector<Block> next;
    for (std::size_t j = 0; j < blocks.size(); j += 2) {
      if (j + 1 == blocks.size()) {
        next.push_back(blocks[j]);
        continue;
      }
      const Block &x = blocks[j], &y = blocks[j + 1];
      send.messages.push_back({y.pe, x.pe, {Run::one(y.lo, y.hi)}});
      add.ops.push_back({x.pe, Run::one(x.lo, x.hi), Run::one(y.lo, y.hi)});
      next.push_back({x.pe, x.lo, y.hi});
    }
    s.steps.push_back(std::move(send));
    s.steps.push_back(std::move(add));
    blocks = std::move(next);
  }
  return s;
}

// The sum of n inputs: the least number of computation steps over every schedule is
// ceil(log2 n): exhaustively for n <= exhaustive_to, over lengths for every n, and a binary tree
// meets it on the executor (for n <= tree_to and n = 1024).
std::optional<Fields> check_sum(i64 n, i64 exhaustive_to, i64 tree_to) {
  const i64 want = ceil_log2(n);
  const i64 by_lengths = least_sum_steps_lengths(n, 2);
  Fields f{{"ceil(log2 n)", want}, {"least (lengths)", by_lengths}};
  if (by_lengths != want) return f;
  if (n <= exhaustive_to) {
    const i64 all = least_sum_steps_exhaustive(n, 2);
    f.push_back({"least (every schedule)", all});
    if (all != want) return f;
  }
  if (n <= tree_to || n == 1024) {
    const Schedule s = tree_sum(n);
    const Execution ex = execute(s);
    const auto held = holdings(s, s.steps.size());
    bool sum = false;
    if (held)
      for (const auto& h : *held)
        sum = sum || std::find(h.begin(), h.end(), witness::Interval{1, n}) != h.end();
    f.push_back({"tree: computation steps", ex.computation_steps});
    f.push_back({"tree: legal and forms 1:n", !ex.violation && sum});
    if (ex.violation || !sum || ex.computation_steps != want) return f;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Fields> sum_steps_case(const Point& x, const RunContext& ctx) {
  const bool s = smoke(ctx.budget);
  return check_sum(x[0], s ? 6 : 8, s ? 16 : 64);
}

}  // namespace cc::halfduplex_checks
