// The shared-memory procedures of seed 003 (003_fd17e5cee6c92638.txt, slides "ブロードキャスト：
// 手続き化", "リダクション：手続き", "プレフィックス計算：手続き") as per-iteration access lists,
// and the family's variant table (the procedures as written, plus planted bugs).
#include "spec/algorithms/groupops_procedures.hpp"

#include <cassert>

#include "spec/core/usage_error.hpp"

namespace cc::groupops {

const char* to_string(Order o) {
  switch (o) {
    case Order::program:
      return "program";
    case Order::read_first:
      return "read_first";
    case Order::write_first:
      return "write_first";
    case Order::whole_step:
      return "whole_step";
    case Order::whole_step_cells:
      return "whole_step_cells";
  }
  return "?";
}

std::string cell_name(std::int64_t cell) {
  return cell == 0 ? "m" : "A(" + std::to_string(cell) + ")";
}

const std::vector<Variant>& variants() {
  static const std::vector<Variant> v = {
      {"paper", "pram",
       "the procedures as the slides write them (Prefix with its operand order corrected)",
       Planted::none},
      {"planted-read-offset", "pram", "Prefix and Reduction read A(i -+ 2^j + 1): one cell off",
       Planted::read_offset},
      {"planted-short-loop", "pram",
       "the loops stop one iteration early, j < log2 N - 1 (also Cube_Reduction, the "
       "binomial tree's procedures and the naive broadcast: one step fewer)",
       Planted::short_loop},
      {"planted-wrong-dimension", "hypercube", "step j uses another dimension than j",
       Planted::wrong_dimension},
      {"planted-swap-operands", "hypercube",
       "Cube_Reduction and the corrected Cube_Prefix_Sum put the higher PE's operand first",
       Planted::swap_operands},
      {"planted-skip-largest", "binomial",
       "distribution on the binomial tree never sends to a node's largest subtree",
       Planted::skip_largest},
      {"planted-block-offset", "binomial",
       "scatter on the binomial tree sends the child's block one item late", Planted::block_offset},
      {"planted-prepend", "binomial",
       "gather and reduction on the binomial tree put the child's block or value before the "
       "parent's own",
       Planted::prepend},
  };
  return v;
}

const Variant& find_variant(const std::string& name) {
  for (const auto& v : variants())
    if (v.name == name) return v;
  std::string known;
  for (const auto& v : variants()) known += (known.empty() ? "" : ", ") + v.name;
  throw UsageError("--variant: unknown groupops variant '" + name + "' (known: " + known + ")");
}

bool is_power_of_two(std::int64_t N) { return N >= 1 && (N & (N - 1)) == 0; }

int log2_exact(std::int64_t N) {
  assert(is_power_of_two(N));
  return ceil_log2(N);
}

int ceil_log2(std::int64_t N) {
  assert(N >= 1);
  int d = 0;
  while ((std::int64_t{1} << d) < N) ++d;
  return d;
}

int floor_log2(std::int64_t N) {
  assert(N >= 1);
  int d = 0;
  while ((std::int64_t{1} << (d + 1)) <= N) ++d;
  return d;
}

std::vector<Iteration> broadcast(std::int64_t N, Planted bug) {
  return broadcast_loops(N, log2_exact(N), false, bug);
}

std::vector<Iteration> reduction(std::int64_t N, Planted bug) {
  return reduction_loops(N, log2_exact(N), false, bug);
}

std::vector<Iteration> prefix(std::int64_t N, bool literal, Planted bug) {
  return prefix_loops(N, log2_exact(N), literal, bug);
}

std::vector<Iteration> naive_broadcast(std::int64_t N, Planted bug) {
  // Step 1: P_1 reads D from m and writes it to the shared memory (A(1)).
  std::vector<Iteration> its = {
      {"Step 1", {{1, {{false, 0, Combine::copy}, {true, 1, Combine::copy}}}}}};
  // Step k: P_k reads D from the shared memory.
  const std::int64_t last = bug == Planted::short_loop ? N - 1 : N;
  for (std::int64_t k = 2; k <= last; ++k)
    its.push_back({"Step " + std::to_string(k), {{k, {{false, 1, Combine::copy}}}}});
  return its;
}

std::vector<Iteration> broadcast_loops(std::int64_t N, int n, bool guarded, Planted bug) {
  std::vector<Iteration> its;
  // Stage 1: P_1 reads m, writes A(1).
  its.push_back({"前処理", {{1, {{false, 0, Combine::copy}, {true, 1, Combine::copy}}}}});
  const int loops = bug == Planted::short_loop ? std::max(0, n - 1) : n;
  for (int j = 0; j < loops; ++j) {
    const std::int64_t h = std::int64_t{1} << j;
    Iteration it{std::to_string(j), {}};
    for (std::int64_t i = h + 1; i <= 2 * h && (!guarded || i <= N); ++i)
      it.micros.push_back({i, {{false, i - h, Combine::copy}, {true, i, Combine::copy}}});
    its.push_back(std::move(it));
  }
  return its;
}

std::vector<Iteration> reduction_loops(std::int64_t N, int n, bool guarded, Planted bug) {
  std::vector<Iteration> its;
  const int loops = bug == Planted::short_loop ? std::max(0, n - 1) : n;
  for (int j = 0; j < loops; ++j) {
    const std::int64_t h = std::int64_t{1} << j;
    Iteration it{std::to_string(j), {}};
    for (std::int64_t i = 1; i <= N; ++i) {
      Micro mi{i, {{true, i, Combine::copy}}};
      // (i mod 2^{j+1}) = 1, and with the guard: A(i + 2^j) exists
      if (i % (2 * h) == 1 && (!guarded || i + h <= N))
        mi.ops.push_back({false, i + h + (bug == Planted::read_offset ? 1 : 0), Combine::a_then_b});
      it.micros.push_back(std::move(mi));
    }
    its.push_back(std::move(it));
  }
  return its;
}

std::vector<Iteration> prefix_loops(std::int64_t N, int n, bool literal, Planted bug) {
  std::vector<Iteration> its;
  const int loops = bug == Planted::short_loop ? std::max(0, n - 1) : n;
  for (int j = 0; j < loops; ++j) {
    const std::int64_t h = std::int64_t{1} << j;
    Iteration it{std::to_string(j), {}};
    for (std::int64_t i = 1; i <= N; ++i) {
      Micro mi{i, {{true, i, Combine::copy}}};
      // The slides omit the condition for the PEs that need not read: those with i - 2^j < 1.
      if (i - h >= 1)
        mi.ops.push_back({false, i - h + (bug == Planted::read_offset ? 1 : 0),
                          literal ? Combine::a_then_b : Combine::b_then_a});
      it.micros.push_back(std::move(mi));
    }
    its.push_back(std::move(it));
  }
  return its;
}

}  // namespace cc::groupops
