// The procedures of seed 003 (003_fd17e5cee6c92638.txt) as the slides write them, each turned
// into what its executor runs (spec/models/groupops.hpp):
//   Broadcast(m, N, A), Reduction(a_1..a_N), Prefix(a_1..a_N)   (slides
//     "ブロードキャスト：手続き化", "リダクション：手続き", "プレフィックス計算：手続き"; PEs
//     P_1..P_N, cells A(1..N));
//   Cube_Broadcast(D, N), Cube_Reduction, Cube_Prefix_Sum       (the hypercube slides;
//     P_0..P_{N-1}).
// "Literal" follows the printed operand order (Prefix: a(i) ← a(i) ⊕ a(i-2^j); Cube_Prefix_Sum:
// t_i ← t_i ⊕ b_i and s_i ← s_i ⊕ b_i on both sides), which is right only for a commutative ⊕;
// "corrected" puts the lower PE's operand first. Planted variants are deliberate bugs that the
// checkers must refute (the binomial tree's procedures are in groupops_binomial.hpp).
//
// N not a power of two: the slides loop j = 0 .. (log2 N) - 1. The *_loops forms take the number
// of iterations (⌈log2 N⌉ or ⌊log2 N⌋) and whether the guards the slides leave out are added:
// Broadcast "i ≤ N" (P_i exists), Reduction "i + 2^j ≤ N" (A(i + 2^j) exists). Prefix already
// omits the reads with i - 2^j < 1, which is all it needs. Unguarded, an access past P_N or A(N)
// is left in the schedule for the executor to reject. For N = 2^d the guards never fire and
// ⌈log2 N⌉ = ⌊log2 N⌋ = d, so the forms coincide with the printed procedures. The cube procedures
// run on P_0..P_{N-1} with ⌈log2 N⌉ steps; Cube_Broadcast's printed "(対象となるプロセッサならば)"
// is read as "if P_{i+2^j} exists", the others are guarded (receive only from an existing partner)
// only when asked.
#pragma once

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "spec/models/groupops.hpp"

namespace cc::groupops {

enum class Planted {
  none,
  read_offset,
  short_loop,
  wrong_dimension,
  swap_operands,
  skip_largest,
  block_offset,
  prepend
};

struct Variant {
  std::string name, model, description;
  Planted bug = Planted::none;
};
const std::vector<Variant>& variants();
const Variant& find_variant(const std::string& name);  // throws UsageError

int log2_exact(std::int64_t N);  // requires N = 2^d
int ceil_log2(std::int64_t N);   // N >= 1
int floor_log2(std::int64_t N);  // N >= 1
bool is_power_of_two(std::int64_t N);

// N = 2^d, as printed.
std::vector<Iteration> broadcast(std::int64_t N, Planted bug = Planted::none);
std::vector<Iteration> reduction(std::int64_t N, Planted bug = Planted::none);
std::vector<Iteration> prefix(std::int64_t N, bool literal, Planted bug = Planted::none);

// The naive broadcast of slide 例えば、こんな方法でできる, any N >= 1: "Step 1. P_1 が m からデータ
// D を 読み出し、それを共有メモリに書き込む。" (read m, write A(1): one iteration, two accesses),
// then "Step k. P_k が共有メモリからデータ D を読み出す。" for k = 2..N (one read of A(1) each).
std::vector<Iteration> naive_broadcast(std::int64_t N, Planted bug = Planted::none);

// Any N >= 1: `loops` iterations of Stage 2 / the loop, with or without the guards.
std::vector<Iteration> broadcast_loops(std::int64_t N, int loops, bool guarded,
                                       Planted bug = Planted::none);
std::vector<Iteration> reduction_loops(std::int64_t N, int loops, bool guarded,
                                       Planted bug = Planted::none);
std::vector<Iteration> prefix_loops(std::int64_t N, int loops, bool literal,
                                    Planted bug = Planted::none);

template <class T>
struct CubeRun {
  std::vector<std::optional<T>> a;  // a_i (Cube_Reduction, Cube_Broadcast) or s_i (prefix)
  std::vector<std::vector<std::optional<T>>> after;  // the values after each step
  std::vector<std::vector<std::pair<std::int64_t, std::int64_t>>> links;  // (from, to) per step
  std::int64_t steps = 0;
  std::optional<Violation> violation;
};

template <class T>
using Op = std::function<T(const T&, const T&)>;

template <class T>
CubeRun<T> cube_broadcast(std::int64_t N, const T& D, Planted bug = Planted::none) {
  CubeRun<T> r;
  r.a.assign(static_cast<std::size_t>(N), std::nullopt);
  r.a[0] = D;
  const int n = ceil_log2(N);
  for (int j = 0; j < n; ++j) {
    std::vector<Message<T>> msgs;
    const int dim = bug == Planted::wrong_dimension ? n - 1 - j : j;
    for (std::int64_t i = 0; i <= (std::int64_t{1} << j) - 1; ++i)
      // (対象となるプロセッサならば): P_i holds D and P_{i+2^j} exists
      if (r.a[static_cast<std::size_t>(i)] && i + (std::int64_t{1} << dim) < N)
        msgs.push_back({i, i + (std::int64_t{1} << dim), *r.a[static_cast<std::size_t>(i)]});
    const auto in = cube_step<T>(N, j, msgs, r.steps, r.violation);
    if (r.violation) return r;
    r.links.emplace_back();
    for (const auto& m : msgs) r.links.back().push_back({m.from, m.to});
    for (std::int64_t i = 0; i < N; ++i)
      if (in[static_cast<std::size_t>(i)])
        r.a[static_cast<std::size_t>(i)] = in[static_cast<std::size_t>(i)];
    ++r.steps;
    r.after.push_back(r.a);
  }
  return r;
}

template <class T>
CubeRun<T> cube_reduction(std::int64_t N, std::vector<T> a, const Op<T>& op,
                          Planted bug = Planted::none, bool guarded = false) {
  CubeRun<T> r;
  for (auto& x : a) r.a.push_back(x);
  const int n = ceil_log2(N);
  const int loops = bug == Planted::short_loop ? std::max(0, n - 1) : n;
  for (int j = 0; j < loops; ++j) {
    const std::int64_t h = std::int64_t{1} << j;
    std::vector<Message<T>> msgs;
    for (std::int64_t i = 0; i < N; ++i) {
      if (i % (2 * h) != 0) continue;
      const std::int64_t to = bug == Planted::wrong_dimension ? (i + h) ^ (2 * h) : i;
      if (i + h >= N) {
        if (!guarded) msgs.push_back({i + h, to, T{}});  // from a PE that is not there
        continue;
      }
      if (r.a[static_cast<std::size_t>(i + h)])
        msgs.push_back({i + h, to, *r.a[static_cast<std::size_t>(i + h)]});
    }
    const auto in = cube_step<T>(N, j, msgs, r.steps, r.violation);
    if (r.violation) return r;
    r.links.emplace_back();
    for (const auto& m : msgs) r.links.back().push_back({m.from, m.to});
    for (std::int64_t i = 0; i < N; ++i) {
      auto& ai = r.a[static_cast<std::size_t>(i)];
      if (i % (2 * h) != 0) {
        if (i % (2 * h) == h) ai = std::nullopt;  // sent its value on; the table leaves it blank
        continue;
      }
      const auto& b = in[static_cast<std::size_t>(i)];
      if (ai && b) ai = bug == Planted::swap_operands ? op(*b, *ai) : op(*ai, *b);
    }
    ++r.steps;
    r.after.push_back(r.a);
  }
  return r;
}

template <class T>
CubeRun<T> cube_prefix_sum(std::int64_t N, const std::vector<T>& a, const Op<T>& op, bool literal,
                           Planted bug = Planted::none, bool guarded = false) {
  CubeRun<T> r;
  std::vector<T> t = a, s = a;
  const int n = ceil_log2(N);
  for (int j = 0; j < n; ++j) {
    std::vector<Message<T>> msgs;
    const int dim = bug == Planted::wrong_dimension ? (j + 1) % n : j;
    for (std::int64_t i = 0; i < N; ++i)
      if (!guarded || (i ^ (std::int64_t{1} << dim)) < N)
        msgs.push_back({i, i ^ (std::int64_t{1} << dim), t[static_cast<std::size_t>(i)]});
    const auto in = cube_step<T>(N, j, msgs, r.steps, r.violation);
    if (r.violation) return r;
    r.links.emplace_back();
    for (const auto& m : msgs) r.links.back().push_back({m.from, m.to});
    for (std::int64_t i = 0; i < N; ++i) {
      const auto k = static_cast<std::size_t>(i);
      if (!in[k]) continue;  // no partner (guarded, N not a power of two)
      const T b = *in[k];
      const bool upper = ((i >> j) & 1) == 1;
      if (literal || !upper) {
        t[k] = op(t[k], b);
        if (upper) s[k] = op(s[k], b);
      } else {
        t[k] = op(b, t[k]);
        s[k] = bug == Planted::swap_operands ? op(s[k], b) : op(b, s[k]);
      }
    }
    ++r.steps;
    std::vector<std::optional<T>> snap;
    for (const auto& x : s) snap.push_back(x);
    r.after.push_back(snap);
  }
  r.a.clear();
  for (const auto& x : s) r.a.push_back(x);
  return r;
}

}  // namespace cc::groupops
