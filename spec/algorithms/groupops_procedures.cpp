// The shared-memory procedures of Ohtaki's slides (slides "ブロードキャスト：
// 手続き化", "リダクション：手続き", "プレフィックス計算：手続き") as per-iteration access lists,
// and the family's variant table (the procedures as written, plus planted bugs).
#include "spec/algorithms/groupops_procedures.hpp"

#include <cassert>
#include <mutex>
#include <set>
#include <stdexcept>

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

std::string label_in_english(const std::string& label) {
  static const std::string pre = "前処理";
  if (label.compare(0, pre.size(), pre) == 0) return "Stage 1" + label.substr(pre.size());
  return label;
}

void register_groupops_variants() {
  static std::once_flag once;
  std::call_once(once, [] {
    const ProcedureVariant all[] = {
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
         "scatter on the binomial tree sends the child's block one item late",
         Planted::block_offset},
        {"planted-prepend", "binomial",
         "gather and reduction on the binomial tree put the child's block or value before the "
         "parent's own",
         Planted::prepend},
    };
    for (const auto& v : all) register_variant(std::make_shared<ProcedureVariant>(v));
  });
}

std::vector<std::shared_ptr<const ProcedureVariant>> variants() {
  register_groupops_variants();
  return variants_of<ProcedureVariant>("groupops", "procedure");
}

const ProcedureVariant& find_variant(const std::string& name) {
  const auto all = variants();
  for (const auto& v : all)
    if (v->name() == name) return *v;
  std::string known;
  for (const auto& v : all) known += (known.empty() ? "" : ", ") + v->name();
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

std::vector<Iteration> erew_steps(const std::vector<Iteration>& its, int temp) {
  std::vector<Iteration> out;
  for (const auto& it : its) {
    std::size_t subs = 0;
    for (const auto& mi : it.micros) subs = std::max(subs, mi.ops.size());
    for (std::size_t k = 0; k < subs; ++k) {
      Iteration step{
          it.label +
              (subs > 1 ? ", access " + std::to_string(k + 1) + " of " + std::to_string(subs) : ""),
          {},
          {}};
      for (const auto& mi : it.micros) {
        if (k >= mi.ops.size()) continue;
        Access x = mi.ops[k];
        if (!x.write && x.combine != Combine::copy) {
          step.compute.push_back({mi.pe, x.reg,
                                  x.combine == Combine::a_then_b ? std::vector<int>{x.reg, temp}
                                                                 : std::vector<int>{temp, x.reg}});
          x.reg = temp;
          x.combine = Combine::copy;
        }
        step.micros.push_back({mi.pe, {x}});
      }
      out.push_back(std::move(step));
    }
    if (!it.compute.empty()) {
      if (subs == 0) out.push_back({it.label, {}, {}});
      auto& last = out.back().compute;
      last.insert(last.end(), it.compute.begin(), it.compute.end());
    }
  }
  return out;
}

// ---- the hypercube procedures as schedules ----

const std::vector<std::string>& cube_registers() {
  static const std::vector<std::string> names = {"c", "t", "b"};
  return names;
}

std::vector<CubeStep> cube_broadcast_plan(std::int64_t N, Planted bug) {
  // Cube_Broadcast(D, N): for j = 0 .. log2 N - 1, for i = 0 .. 2^j - 1 in parallel,
  // "(対象となるプロセッサならば)" P_i sends D to P_{i+2^j}: read as "if P_i holds D and P_{i+2^j}
  // exists". Who holds D follows from the plan itself.
  std::vector<CubeStep> plan;
  std::vector<char> has(static_cast<std::size_t>(N), 0);
  has[0] = 1;
  const int n = ceil_log2(N);
  for (int j = 0; j < n; ++j) {
    CubeStep st;
    st.dim = j;
    const int dim = bug == Planted::wrong_dimension ? n - 1 - j : j;
    for (std::int64_t i = 0; i <= (std::int64_t{1} << j) - 1; ++i)
      if (has[static_cast<std::size_t>(i)] && i + (std::int64_t{1} << dim) < N)
        st.send(i, i + (std::int64_t{1} << dim), kC, kC);
    for (const auto& s : st.sends) has[static_cast<std::size_t>(s.to)] = 1;
    plan.push_back(std::move(st));
  }
  return plan;
}

std::vector<CubeStep> cube_reduction_plan(std::int64_t N, Planted bug, bool guarded) {
  // Cube_Reduction: for j = 0 .. log2 N - 1, P_i with (i mod 2^{j+1}) = 0 receives a_{i+2^j}
  // from P_{i+2^j} and sets a_i ← a_i ⊕ a_{i+2^j}. Unguarded, a partner past P_{N-1} is left
  // in the plan for the executor to reject.
  std::vector<CubeStep> plan;
  const int n = ceil_log2(N);
  const int loops = bug == Planted::short_loop ? std::max(0, n - 1) : n;
  for (int j = 0; j < loops; ++j) {
    const std::int64_t h = std::int64_t{1} << j;
    CubeStep st;
    st.dim = j;
    for (std::int64_t i = 0; i < N; i += 2 * h) {
      if (i + h >= N && guarded) continue;
      const std::int64_t to = bug == Planted::wrong_dimension ? (i + h) ^ (2 * h) : i;
      st.send(i + h, to, kC, kB);
      if (bug == Planted::swap_operands)
        st.op(to, kC, {kB, kC});
      else
        st.op(to, kC, {kC, kB});
    }
    plan.push_back(std::move(st));
  }
  return plan;
}

std::vector<CubeStep> half_duplex_plan(const std::vector<CubeStep>& plan) {
  std::vector<CubeStep> out;
  out.reserve(plan.size() * 2);
  for (const auto& st : plan) {
    CubeStep first, second;
    first.dim = second.dim = st.dim;
    first.args = second.args = st.args;  // the indices of sends, receives and ops stay valid
    const auto low = [&](std::int64_t pe) { return ((pe >> st.dim) & 1) == 0; };
    for (const auto& m : st.sends) (low(m.from) ? first : second).sends.push_back(m);
    for (const auto& m : st.recvs) (low(m.from) ? first : second).recvs.push_back(m);
    second.ops = st.ops;
    std::set<std::pair<std::int64_t, int>> written;
    for (const auto& m : first.recvs)
      for (int r : first.regs(m)) written.insert({m.at, r});
    for (const auto& m : second.sends)
      for (int r : second.regs(m))
        if (written.count({m.from, r}))
          throw std::logic_error("half_duplex_plan: P_" + std::to_string(m.from) +
                                 " would send a register its first half received");
    out.push_back(std::move(first));
    out.push_back(std::move(second));
  }
  return out;
}

std::vector<CubeStep> cube_prefix_plan(std::int64_t N, bool literal, Planted bug, bool guarded) {
  // Cube_Prefix_Sum: in step j, P_i and P_k (k = i with bit j flipped) send each other t; each
  // sets b ← the partner's t, t ← t ⊕ b, and the one with bit j set also s ← s ⊕ b (as printed;
  // corrected, the partner's value first on that side: t ← b ⊕ t, s ← b ⊕ s). s is register c;
  // in step 0 t is still a_i, so step 0 sends c and sets t from c (a copy where no message
  // arrives).
  std::vector<CubeStep> plan;
  const int n = ceil_log2(N);
  for (int j = 0; j < n; ++j) {
    CubeStep st;
    st.dim = j;
    const int dim = bug == Planted::wrong_dimension ? (j + 1) % n : j;
    const int t = j == 0 ? kC : kT;
    st.sends.reserve(static_cast<std::size_t>(N));
    st.recvs.reserve(static_cast<std::size_t>(N));
    st.ops.reserve(static_cast<std::size_t>(N) * 3 / 2 + 1);
    st.args.reserve(static_cast<std::size_t>(N) * 3 + 2);
    for (std::int64_t i = 0; i < N; ++i)
      if (!guarded || (i ^ (std::int64_t{1} << dim)) < N)
        st.send(i, i ^ (std::int64_t{1} << dim), t, kB);
    for (const auto& rc : st.recvs) {
      const std::int64_t i = rc.at;
      if (i >= N) continue;  // unguarded: the executor rejects the message first
      const bool upper = ((i >> j) & 1) == 1;
      if (literal || !upper) {
        st.op(i, kT, {t, kB});
        if (upper) st.op(i, kC, {kC, kB});
      } else {
        st.op(i, kT, {kB, t});
        if (bug == Planted::swap_operands)
          st.op(i, kC, {kC, kB});
        else
          st.op(i, kC, {kB, kC});
      }
    }
    // A PE without a partner in step 0 (N not a power of two) still sets t_i ← a_i.
    if (j == 0)
      for (std::int64_t i = 0; i < N; ++i)
        if ((i ^ (std::int64_t{1} << dim)) >= N) st.op(i, kT, {kC});
    plan.push_back(std::move(st));
  }
  return plan;
}

}  // namespace cc::groupops
