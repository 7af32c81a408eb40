// The procedures of Ohtaki's slides as the slides write them, each turned
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
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "spec/core/variant.hpp"
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

// A variant of the slides' procedures: a Variant of the one registry (spec/core/variant.hpp),
// family "groupops", kind "procedure"; `model` says which procedures it changes (pram,
// hypercube or binomial) and `bug` which planted change the procedures make.
class ProcedureVariant : public Variant {
 public:
  ProcedureVariant(std::string name, std::string model, std::string summary, Planted bug)
      : model(std::move(model)), bug(bug), name_(std::move(name)), summary_(std::move(summary)) {}
  std::string family() const override { return "groupops"; }
  std::string kind() const override { return "procedure"; }
  std::string name() const override { return name_; }
  std::string summary() const override { return summary_; }
  bool planted() const override { return bug != Planted::none; }
  std::string model;
  Planted bug = Planted::none;

 private:
  std::string name_, summary_;
};
// The slides' procedures and the planted bugs, registered once on first use.
void register_groupops_variants();
std::vector<std::shared_ptr<const ProcedureVariant>> variants();
const ProcedureVariant& find_variant(const std::string& name);  // throws UsageError

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

// The cube procedures as schedules (data) for the hypercube executor: registers c (a_i, and s_i
// for Cube_Prefix_Sum), t (t_i) and b (the value received in a step). Cube_Prefix_Sum's
// initialisation s_i ← a_i; t_i ← a_i is folded into step 0, which sends c and sets t from c.
enum CubeRegister : int { kC = 0, kT = 1, kB = 2 };
const std::vector<std::string>& cube_registers();  // {"c", "t", "b"}

std::vector<CubeStep> cube_broadcast_plan(std::int64_t N, Planted bug = Planted::none);
std::vector<CubeStep> cube_reduction_plan(std::int64_t N, Planted bug = Planted::none,
                                          bool guarded = false);
std::vector<CubeStep> cube_prefix_plan(std::int64_t N, bool literal, Planted bug = Planted::none,
                                       bool guarded = false);
// A plan for a half-duplex cube (cube_links' "half-duplex" rule): each step split into two, the
// messages from the PEs whose bit `dim` is 0 first, then the others' with the step's ops (which
// follow both receives). Throws std::logic_error where a message of the second half would read a
// register that the first half's receives wrote (the split would change what is sent).
std::vector<CubeStep> half_duplex_plan(const std::vector<CubeStep>& plan);

// The program reading of the iterations made explicit, one iteration per EREW step, as schedule
// documents write it (docs/schedule-format.md, pram): sub-step k of an iteration (the k-th access
// of every PE) becomes an iteration of its own; a read that combines reads into register `temp`
// instead, and an op a(i) ← a(i) ⊕ temp (or temp ⊕ a(i)) follows it. Run with Order::whole_step
// the result computes what `its` computes with Order::program (compute ops of an iteration follow
// its last step).
std::vector<Iteration> erew_steps(const std::vector<Iteration>& its, int temp);

template <class T>
struct CubeRun {
  std::vector<std::optional<T>> a;  // a_i (Cube_Reduction, Cube_Broadcast) or s_i (prefix)
  std::vector<std::vector<std::optional<T>>> after;  // the values after each step
  std::vector<std::vector<std::pair<std::int64_t, std::int64_t>>> links;  // (from, to) per step
  std::int64_t steps = 0;
  std::optional<Violation> violation;
};

// Runs a plan on the executor from register c = `c` (by PE), showing register c after each step.
// With `blank_senders` a PE that has sent its value on is shown blank (Cube_Reduction's table).
template <class T>
CubeRun<T> run_cube_plan(std::int64_t N, const std::vector<CubeStep>& plan,
                         std::vector<std::optional<T>> c, const Op<T>& op,
                         bool blank_senders = false, bool half_duplex = false) {
  CubeRun<T> r;
  CubeMachine<T> m(N, op, &cube_registers());
  m.half_duplex = half_duplex;
  c.resize(static_cast<std::size_t>(N));
  m.reg.push_back(std::move(c));
  std::vector<char> gone(static_cast<std::size_t>(N), 0);
  auto shown = [&] {
    auto v = m.reg[kC];
    if (blank_senders)
      for (std::int64_t i = 0; i < N; ++i)
        if (gone[static_cast<std::size_t>(i)]) v[static_cast<std::size_t>(i)] = std::nullopt;
    return v;
  };
  for (const auto& st : plan) {
    if (!cube_step(m, st)) break;
    r.links.emplace_back();
    for (const auto& s : st.sends) {
      r.links.back().push_back({s.from, s.to});
      gone[static_cast<std::size_t>(s.from)] = 1;
    }
    r.after.push_back(shown());
  }
  r.steps = m.steps;
  r.violation = m.violation;
  r.a = shown();
  return r;
}

template <class T>
CubeRun<T> cube_broadcast(std::int64_t N, const T& D, Planted bug = Planted::none) {
  std::vector<std::optional<T>> c(static_cast<std::size_t>(N));
  c[0] = D;
  return run_cube_plan<T>(N, cube_broadcast_plan(N, bug), std::move(c), Op<T>{});
}

template <class T>
std::vector<std::optional<T>> cube_operands(const std::vector<T>& a) {
  return std::vector<std::optional<T>>(a.begin(), a.end());
}

template <class T>
CubeRun<T> cube_reduction(std::int64_t N, const std::vector<T>& a, const Op<T>& op,
                          Planted bug = Planted::none, bool guarded = false) {
  return run_cube_plan<T>(N, cube_reduction_plan(N, bug, guarded), cube_operands(a), op, true);
}

template <class T>
CubeRun<T> cube_prefix_sum(std::int64_t N, const std::vector<T>& a, const Op<T>& op, bool literal,
                           Planted bug = Planted::none, bool guarded = false) {
  return run_cube_plan<T>(N, cube_prefix_plan(N, literal, bug, guarded), cube_operands(a), op);
}

}  // namespace cc::groupops
