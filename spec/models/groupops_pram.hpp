// The EREW shared-memory executor of Ohtaki's slides (spec/models/groupops.hpp).
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
// Schedule documents (docs/schedule-format.md, pram) run on the same executor: a PE has named
// registers besides a(i), each document step is one iteration read as whole_step, its reads copy
// a cell into a register and its ops combine registers after the accesses; PEs are numbered from
// 0 and, strict, a read of an empty cell or register breaks the rule "no-value".
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <vector>

#include "spec/models/groupops_common.hpp"

namespace cc::groupops {

enum class Order { program, read_first, write_first, whole_step, whole_step_cells };
const char* to_string(Order o);

struct Access {
  bool write = false;  // write a(i) to the cell, or read the cell into b
  std::int64_t cell = 0;
  Combine combine = Combine::copy;  // for a read
  int reg = 0;  // the PE's register written or read into; 0 is a(i), others serve documents
};

struct Micro {
  std::int64_t pe = 0;  // 1-based, as the slides number P_1..P_N (documents: 0-based, first)
  std::vector<Access> ops;
};

// A computation of one PE after the accesses of its iteration: register dst := args[0] ⊕
// args[1] ⊕ ... (one argument: a copy). The slides' procedures combine as they read and need
// none; schedule documents read into a register and combine in an op.
struct PramOp {
  std::int64_t pe = 0;
  int dst = 0;
  std::vector<int> args;
};

struct Iteration {
  std::string label;  // "前処理" or the loop index j
  std::vector<Micro> micros;
  std::vector<PramOp> compute{};  // after the accesses, in the order listed
};

std::string cell_name(std::int64_t cell);  // "m" or "A(k)"
// An iteration's label as collcheck prints it: the slides' "前処理" (the preprocessing before
// loop 0, Stage 1 of Procedure Broadcast) is "Stage 1", also at the start of an EREW sub-step's
// label ("前処理, access 1 of 2"); a loop index j is printed as it is.
std::string label_in_english(const std::string& label);

struct PramOptions {
  Order order = Order::program;
  bool record = false;  // a copy of a(i) after each iteration goes to PramRun::after
  // Schedule documents: a write or op that reads an empty register, or a read of an empty cell,
  // breaks the rule "no-value" (otherwise "no value" passes on and absorbs ⊕, as the slides'
  // procedures are judged by the values they end with).
  bool strict = false;
  std::int64_t first = 1;  // PEs are P_first..P_{first+N-1}: 1 for the slides, 0 for documents
  const std::vector<std::string>* registers = nullptr;  // register names for the details
  // The cells m, A(1..cells-1); 0: the slides' N + 1. Schedule documents with many items per PE
  // have more (docs/schedule-format.md, "Many items").
  std::int64_t cells = 0;
};

template <class T>
struct PramRun {
  std::vector<std::optional<T>> a;  // register 0, a(i), indexed by PE (a[0] unused for P_1..)
  std::vector<std::vector<std::optional<T>>> more;  // registers 1, 2, ... indexed by PE
  std::vector<std::optional<T>> A;                  // A[0] = m
  std::int64_t iterations = 0, steps = 0;
  std::optional<Violation> violation;
  std::vector<std::vector<std::optional<T>>> after;  // a after each iteration (when recorded)

  // Register r of PE pe, or nullptr if it was never set.
  const std::optional<T>* get(std::int64_t pe, int r) const {
    if (r == 0) return &a[static_cast<std::size_t>(pe)];
    const auto k = static_cast<std::size_t>(r - 1);
    return k < more.size() && !more[k].empty() ? &more[k][static_cast<std::size_t>(pe)] : nullptr;
  }
};

// Runs the iterations on N PEs. `a` holds a(i) indexed by PE (for the slides P_1..P_N, index 0
// unused), `m` the value at m. Each iteration's accesses are cut into EREW steps by o.order; then
// its compute ops run in order.
// `preset`: further registers' values at the start, (PE, register, value), register >= 1.
template <class T>
PramRun<T> run_pram(std::int64_t N, const std::vector<Iteration>& its,
                    std::vector<std::optional<T>> a, std::optional<T> m, const Op<T>& op,
                    const PramOptions& o,
                    const std::vector<std::tuple<std::int64_t, int, T>>& preset = {}) {
  PramRun<T> r;
  const auto size = static_cast<std::size_t>(o.first + N);
  const std::int64_t cells = o.cells > 0 ? o.cells : N + 1;
  r.a = std::move(a);
  r.a.resize(size);
  r.A.assign(static_cast<std::size_t>(cells), std::nullopt);
  r.A[0] = std::move(m);
  // A PE as the details name it: the slides' P_i when PEs are P_1..P_N; for documents (first 0,
  // docs/schedule-format.md, "pram": "PEs 0..N-1 (the slides' P_1..P_N)") the document's number,
  // as in the counterexample's PE field, with the slides' name beside it, "PE 3 (the slides'
  // P_4)". A number outside the PEs has no name in the slides: "PE 7" alone.
  const auto P = [&](std::int64_t pe) {
    if (o.first == 1) return "P_" + std::to_string(pe);
    std::string s = "PE " + std::to_string(pe);
    if (pe >= o.first && pe < o.first + N)
      s += " (the slides' P_" + std::to_string(pe - o.first + 1) + ")";
    return s;
  };
  // "(N = 3)", and for documents the PEs' numbers too: "(N = 3: PEs are 0..2)".
  const auto pes = [&] {
    return "(N = " + std::to_string(N) +
           (o.first == 1
                ? std::string()
                : ": PEs are " + std::to_string(o.first) + ".." + std::to_string(o.first + N - 1)) +
           ")";
  };
  const auto reg_name = [&](int reg) -> std::string {
    if (o.registers && static_cast<std::size_t>(reg) < o.registers->size())
      return "register " + (*o.registers)[static_cast<std::size_t>(reg)];
    return reg == 0 ? std::string("a(i)") : "register " + std::to_string(reg);
  };
  const auto slot = [&](std::int64_t pe, int reg) -> std::optional<T>& {
    if (reg == 0) return r.a[static_cast<std::size_t>(pe)];
    const auto k = static_cast<std::size_t>(reg - 1);
    if (r.more.size() <= k) r.more.resize(k + 1);
    if (r.more[k].empty()) r.more[k].resize(size);
    return r.more[k][static_cast<std::size_t>(pe)];
  };
  for (const auto& [pe, reg, x] : preset) slot(pe, reg) = x;
  const auto fail = [&](const std::string& rule, std::int64_t cell, const std::string& detail,
                        std::int64_t pe) {
    r.violation = Violation{rule, r.steps, cell, detail, pe};
  };
  const auto apply = [&](std::int64_t pe, const Access& x) {
    auto& mine = slot(pe, x.reg);
    auto& cell = r.A[static_cast<std::size_t>(x.cell)];
    if (x.write) {
      if (o.strict && !mine) {
        fail("no-value", x.cell,
             P(pe) + " writes " + reg_name(x.reg) + " to " + cell_name(x.cell) +
                 ", but it holds no value",
             pe);
        return false;
      }
      cell = mine;
      return true;
    }
    if (o.strict && (!cell || (x.combine != Combine::copy && !mine))) {
      fail("no-value", x.cell,
           P(pe) + " reads " + (cell ? reg_name(x.reg) : cell_name(x.cell)) +
               ", which holds no value",
           pe);
      return false;
    }
    if (x.combine == Combine::copy)
      mine = cell;
    else if (!mine || !cell)
      mine = std::nullopt;
    else
      mine = x.combine == Combine::a_then_b ? op(*mine, *cell) : op(*cell, *mine);
    return true;
  };
  const auto in_range = [&](std::int64_t pe) { return pe >= o.first && pe < o.first + N; };
  // Who accessed a cell, and which cell a PE accessed, in the current (sub-)step; reset after it.
  std::vector<std::int64_t> cell_by(static_cast<std::size_t>(cells), -1);
  std::vector<std::int64_t> pe_at(size, -1);
  const bool one_address = o.order != Order::whole_step_cells;
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
        switch (o.order) {
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
        if (!in_range(pe)) {
          fail("range", -1, P(pe) + " is not a PE " + pes(), pe);
          return r;
        }
        if (x.cell < 0 || x.cell >= cells) {
          fail("range", x.cell,
               P(pe) + " accesses a cell outside m, A(1.." +
                   (cells == N + 1 ? std::string("N") : std::to_string(cells - 1)) + ")" +
                   (o.first == 1 ? std::string()
                                 : ": cell " + std::to_string(x.cell) + ", the cells are 0.." +
                                       std::to_string(cells - 1)),
               pe);
          return r;
        }
        auto& mine = pe_at[static_cast<std::size_t>(pe)];
        if (one_address && mine >= 0) {
          fail(
              "one-address", x.cell,
              P(pe) + " accesses " + cell_name(mine) + " and " + cell_name(x.cell) + " in one step",
              pe);
          return r;
        }
        auto& by = cell_by[static_cast<std::size_t>(x.cell)];
        if (by >= 0) {
          fail("exclusive", x.cell, P(by) + " and " + P(pe) + " both access " + cell_name(x.cell),
               pe);
          return r;
        }
        by = pe;
        mine = x.cell;
      }
      // Exclusive: no cell is touched twice in this sub-step, so the PEs' accesses commute,
      // except within one PE (whole_step_cells), which keeps program order.
      for (const auto& [pe, x] : sub)
        if (!apply(pe, x)) return r;
      for (const auto& [pe, x] : sub) {
        cell_by[static_cast<std::size_t>(x.cell)] = -1;
        pe_at[static_cast<std::size_t>(pe)] = -1;
      }
      ++r.steps;
    }
    for (const auto& c : it.compute) {
      if (!in_range(c.pe)) {
        fail("range", -1, P(c.pe) + " is not a PE " + pes(), c.pe);
        return r;
      }
      std::optional<T> acc;
      bool empty = false;
      for (std::size_t k = 0; k < c.args.size(); ++k) {
        const auto& x = slot(c.pe, c.args[k]);
        if (!x) {
          if (o.strict) {
            fail("no-value", -1,
                 P(c.pe) + " reads " + reg_name(c.args[k]) + ", which holds no value", c.pe);
            return r;
          }
          empty = true;
        } else if (!empty) {
          acc = k == 0 ? *x : op(*acc, *x);
        }
      }
      slot(c.pe, c.dst) = empty ? std::nullopt : acc;
    }
    if (o.record) r.after.push_back(r.a);
  }
  return r;
}

template <class T>
PramRun<T> run_pram(std::int64_t N, const std::vector<Iteration>& its,
                    std::vector<std::optional<T>> a, std::optional<T> m, const Op<T>& op,
                    Order order, bool record = false) {
  PramOptions o;
  o.order = order;
  o.record = record;
  return run_pram<T>(N, its, std::move(a), std::move(m), op, o);
}

}  // namespace cc::groupops
