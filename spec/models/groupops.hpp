// Executors of seed 003 (003_fd17e5cee6c92638.txt, "並列分散コンピューティング (2) グループ操作"):
// the EREW shared memory ("共有メモリでのグループ操作", "ここでの共有メモリモデルの仮定はEREW型")
// and the hypercube ("超立方体結合モデル"). Ground truth for every groupops claim is what these
// executors compute and count; the procedures (spec/algorithms/groupops_procedures.hpp) only say
// which PE accesses which cell, or sends to whom, in which step.
//
// EREW: cells are m (cell 0) and A(1..N). A loop iteration is a list of Micro programs, one per
// active PE, each a sequence of reads and writes in the procedure's program order. When a read
// lands, the PE combines it into its value a(i) as the procedure says (copy, a ⊕ b, or b ⊕ a).
// The slides' EREW model ("ここでの共有メモリモデルの仮定はEREW型") has two rules, both enforced in
// every (sub-)step of the slides' readings:
//   one-address  「一つのプロセッサが同時にアクセスできるアドレスは一つ。」: a PE accesses at most
//                one address in a step;
//   exclusive    「あるアドレスに同時に読み書きできるプロセッサ数は一つ。」: no cell is accessed by
//                two PEs in a step.
// How an iteration is cut into EREW steps is the reading the slides leave open; the executor takes
// it as a parameter:
//   program      the k-th access of every PE forms sub-step k (the slides' program order; a PE
//                makes at most one access per sub-step by construction);
//   read_first   every read of the iteration, then every write (the classic read-compute-write);
//   write_first  every write, then every read;
//   whole_step   the iteration is one step of the slides' model: both rules, so no PE may make
//                two accesses in it (every iteration of the slides' procedures has one that does);
//   whole_step_cells  the iteration is one step of a relaxed model that drops the one-address
//                rule (a PE makes its accesses in program order, only cells are exclusive): not
//                the slides' model, collcheck's analysis of how far the whole-step reading fails.
// A cell never written (or written with no value) reads as "no value", which absorbs ⊕. A Micro of
// a PE outside P_1..P_N, or an access to a cell outside m, A(1..N), breaks the rule "range": the
// procedures for N not a power of two (⌈log2 N⌉ iterations) reach past P_N unless guarded.
//
// Hypercube: PEs P_0..P_{N-1} (N = 2^n, or the first N PEs of the 2^⌈log2 N⌉-cube when the
// procedures are run for other N); step j may only carry messages between i and i XOR 2^j, both
// PEs must exist, and a PE sends and receives at most one message per step.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cc::groupops {

enum class Order { program, read_first, write_first, whole_step, whole_step_cells };
const char* to_string(Order o);

enum class Combine { copy, a_then_b, b_then_a };  // a ← b, a ← a ⊕ b, a ← b ⊕ a

struct Access {
  bool write = false;  // write a(i) to the cell, or read the cell into b
  std::int64_t cell = 0;
  Combine combine = Combine::copy;  // for a read
};

struct Micro {
  std::int64_t pe = 0;  // 1-based, as the slides number P_1..P_N
  std::vector<Access> ops;
};

struct Iteration {
  std::string label;  // "前処理" or the loop index j
  std::vector<Micro> micros;
};

struct Violation {
  std::string rule;
  std::int64_t step = 0;  // 0-based EREW (sub-)step
  std::int64_t cell = 0;  // -1 on the hypercube
  std::string detail;
};

std::string cell_name(std::int64_t cell);  // "m" or "A(k)"

template <class T>
struct PramRun {
  std::vector<std::optional<T>> a;  // a[1..N], a[0] unused
  std::vector<std::optional<T>> A;  // A[0] = m
  std::int64_t iterations = 0, steps = 0;
  std::optional<Violation> violation;
  std::vector<std::vector<std::optional<T>>> after;  // a after each iteration (when recorded)
};

// Runs the iterations on N PEs. `a` holds a(1..N) (index 0 unused), `m` the value at m. With
// `record`, a copy of a(1..N) after each iteration goes to `after` (for the slides' tables).
template <class T>
PramRun<T> run_pram(std::int64_t N, const std::vector<Iteration>& its,
                    std::vector<std::optional<T>> a, std::optional<T> m,
                    const std::function<T(const T&, const T&)>& op, Order order,
                    bool record = false) {
  PramRun<T> r;
  r.a = std::move(a);
  r.a.resize(static_cast<std::size_t>(N + 1));
  r.A.assign(static_cast<std::size_t>(N + 1), std::nullopt);
  r.A[0] = std::move(m);
  auto apply = [&](std::int64_t pe, const Access& x) {
    auto& mine = r.a[static_cast<std::size_t>(pe)];
    auto& cell = r.A[static_cast<std::size_t>(x.cell)];
    if (x.write) {
      cell = mine;
      return;
    }
    if (x.combine == Combine::copy)
      mine = cell;
    else if (!mine || !cell)
      mine = std::nullopt;
    else
      mine = x.combine == Combine::a_then_b ? op(*mine, *cell) : op(*cell, *mine);
  };
  // Who accessed a cell, and which cell a PE accessed, in the current (sub-)step; reset after it.
  std::vector<std::int64_t> cell_by(static_cast<std::size_t>(N + 1), 0);
  std::vector<std::int64_t> pe_at(static_cast<std::size_t>(N + 1), -1);
  const bool one_address = order != Order::whole_step_cells;
  for (const auto& it : its) {
    ++r.iterations;
    // Cut the iteration into sub-steps: lists of (pe, access).
    std::vector<std::vector<std::pair<std::int64_t, Access>>> subs;
    auto put = [&](std::size_t k, std::int64_t pe, const Access& x) {
      if (subs.size() <= k) subs.resize(k + 1);
      subs[k].push_back({pe, x});
    };
    for (const auto& mi : it.micros)
      for (std::size_t k = 0; k < mi.ops.size(); ++k) {
        const auto& x = mi.ops[k];
        switch (order) {
          case Order::program:
            put(k, mi.pe, x);
            break;
          case Order::whole_step:
          case Order::whole_step_cells:
            put(0, mi.pe, x);
            break;
          case Order::read_first:
            put(x.write ? 1 : 0, mi.pe, x);
            break;
          case Order::write_first:
            put(x.write ? 0 : 1, mi.pe, x);
            break;
        }
      }
    for (const auto& sub : subs) {
      if (sub.empty()) continue;
      for (const auto& [pe, x] : sub) {
        if (pe < 1 || pe > N) {
          r.violation =
              Violation{"range", r.steps, -1,
                        "P_" + std::to_string(pe) + " is not a PE (N = " + std::to_string(N) + ")"};
          return r;
        }
        if (x.cell < 0 || x.cell > N) {
          r.violation =
              Violation{"range", r.steps, x.cell,
                        "P_" + std::to_string(pe) + " accesses a cell outside m, A(1..N)"};
          return r;
        }
        auto& mine = pe_at[static_cast<std::size_t>(pe)];
        if (one_address && mine >= 0) {
          r.violation = Violation{"one-address", r.steps, x.cell,
                                  "P_" + std::to_string(pe) + " accesses " + cell_name(mine) +
                                      " and " + cell_name(x.cell) + " in one step"};
          return r;
        }
        auto& by = cell_by[static_cast<std::size_t>(x.cell)];
        if (by != 0) {
          r.violation = Violation{"exclusive", r.steps, x.cell,
                                  "P_" + std::to_string(by) + " and P_" + std::to_string(pe) +
                                      " both access " + cell_name(x.cell)};
          return r;
        }
        by = pe;
        mine = x.cell;
      }
      // Exclusive: no cell is touched twice in this sub-step, so the PEs' accesses commute,
      // except within one PE (whole_step_cells), which keeps program order.
      for (const auto& [pe, x] : sub) {
        apply(pe, x);
        cell_by[static_cast<std::size_t>(x.cell)] = 0;
        pe_at[static_cast<std::size_t>(pe)] = -1;
      }
      ++r.steps;
    }
    if (record) r.after.push_back(r.a);
  }
  return r;
}

// ---- the hypercube ----

template <class T>
struct Message {
  std::int64_t from = 0, to = 0;
  T value{};
};

// One communication step across dimension j: checks the rules and delivers. Returns the
// received value per PE (nullopt: nothing received) or sets `violation`.
template <class T>
std::vector<std::optional<T>> cube_step(std::int64_t N, int j, const std::vector<Message<T>>& msgs,
                                        std::int64_t step, std::optional<Violation>& violation) {
  std::vector<std::optional<T>> in(static_cast<std::size_t>(N));
  std::vector<char> sent(static_cast<std::size_t>(N), 0);
  for (const auto& m : msgs) {
    if (m.from < 0 || m.to < 0 || (m.from ^ (std::int64_t{1} << j)) != m.to) {
      violation = Violation{"dimension", step, -1,
                            "P_" + std::to_string(m.from) + " -> P_" + std::to_string(m.to) +
                                " is not a link of dimension " + std::to_string(j)};
      return {};
    }
    if (m.from >= N || m.to >= N) {
      violation = Violation{"range", step, -1,
                            "P_" + std::to_string(m.from) + " -> P_" + std::to_string(m.to) +
                                ": P_" + std::to_string(std::max(m.from, m.to)) +
                                " is not a PE (N = " + std::to_string(N) + ")"};
      return {};
    }
    if (sent[static_cast<std::size_t>(m.from)] || in[static_cast<std::size_t>(m.to)]) {
      violation = Violation{"one-port", step, -1,
                            "P_" + std::to_string(m.from) + " -> P_" + std::to_string(m.to) +
                                ": a PE sends or receives twice in one step"};
      return {};
    }
    sent[static_cast<std::size_t>(m.from)] = 1;
    in[static_cast<std::size_t>(m.to)] = m.value;
  }
  return in;
}

}  // namespace cc::groupops
