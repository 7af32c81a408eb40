// Executors of Ohtaki's slides ("並列分散コンピューティング (2) グループ操作"):
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
// Schedule documents (docs/schedule-format.md, pram) run on the same executor: a PE has named
// registers besides a(i), each document step is one iteration read as whole_step, its reads copy
// a cell into a register and its ops combine registers after the accesses; PEs are numbered from
// 0 and, strict, a read of an empty cell or register breaks the rule "no-value".
//
// Hypercube: PEs P_0..P_{N-1} (N = 2^n, or the first N PEs of the 2^⌈log2 N⌉-cube when the
// procedures are run for other N); step j may only carry messages between i and i XOR 2^j
// (rule "dimension"), both PEs must exist ("range"), and a PE sends and receives at most one
// message per step ("one-port"). A step is data (CubeStep: the dimension, sends and receives
// between registers, ops), run by cube_step on a CubeMachine; the slides' procedures
// (spec/algorithms/groupops_procedures.hpp) and schedule documents (hypercube) both produce it.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace cc::groupops {

enum class Order { program, read_first, write_first, whole_step, whole_step_cells };
const char* to_string(Order o);

enum class Combine { copy, a_then_b, b_then_a };  // a ← b, a ← a ⊕ b, a ← b ⊕ a

template <class T>
using Op = std::function<T(const T&, const T&)>;

struct Access {
  bool write = false;  // write a(i) to the cell, or read the cell into b
  std::int64_t cell = 0;
  Combine combine = Combine::copy;  // for a read
  int reg = 0;  // the PE's register written or read into; 0 is a(i), others serve documents
};

struct Micro {
  std::int64_t pe = 0;  // 1-based, as the slides number P_1..P_N
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

struct Violation {
  std::string rule;
  std::int64_t step = 0;  // 0-based EREW (sub-)step, or hypercube step
  std::int64_t cell = 0;  // -1 on the hypercube
  std::string detail;
  std::int64_t pe = -1;  // the PE that breaks the rule (the executor's numbering); -1: none
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
template <class T>
PramRun<T> run_pram(std::int64_t N, const std::vector<Iteration>& its,
                    std::vector<std::optional<T>> a, std::optional<T> m, const Op<T>& op,
                    const PramOptions& o) {
  PramRun<T> r;
  const auto size = static_cast<std::size_t>(o.first + N);
  r.a = std::move(a);
  r.a.resize(size);
  r.A.assign(static_cast<std::size_t>(N + 1), std::nullopt);
  r.A[0] = std::move(m);
  const auto P = [](std::int64_t pe) { return "P_" + std::to_string(pe); };
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
  std::vector<std::int64_t> cell_by(static_cast<std::size_t>(N + 1), -1);
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
          fail("range", -1, P(pe) + " is not a PE (N = " + std::to_string(N) + ")", pe);
          return r;
        }
        if (x.cell < 0 || x.cell > N) {
          fail("range", x.cell, P(pe) + " accesses a cell outside m, A(1..N)", pe);
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
        fail("range", -1, P(c.pe) + " is not a PE (N = " + std::to_string(N) + ")", c.pe);
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

// ---- the hypercube ----

// The rules of one step across dimension j, for the messages (anything with .from and .to) in
// order: range (a PE number below 0), dimension, range (a PE at or past N), one-port. `sent` and
// `got` are N zeros on entry and on return.
template <class Msgs>
std::optional<Violation> cube_links(std::int64_t N, std::int64_t j, const Msgs& msgs,
                                    std::int64_t step, std::vector<char>& sent,
                                    std::vector<char>& got) {
  const auto P = [](std::int64_t pe) { return "P_" + std::to_string(pe); };
  std::optional<Violation> v;
  std::size_t done = 0;
  for (const auto& m : msgs) {
    const auto edge = [&] { return P(m.from) + " -> " + P(m.to); };
    if (m.from < 0 || m.to < 0) {
      const auto bad = m.from < 0 ? m.from : m.to;
      v = Violation{"range", step, -1, edge() + ": " + P(bad) + " is not a PE", bad};
    } else if (j < 0 || j > 62 || (m.from ^ (std::int64_t{1} << j)) != m.to) {
      v = Violation{"dimension", step, -1,
                    edge() + " is not a link of dimension " + std::to_string(j), m.from};
    } else if (m.from >= N || m.to >= N) {
      const auto bad = std::max(m.from, m.to);
      v = Violation{"range", step, -1,
                    edge() + ": " + P(bad) + " is not a PE (N = " + std::to_string(N) + ")", bad};
    } else if (sent[static_cast<std::size_t>(m.from)] || got[static_cast<std::size_t>(m.to)]) {
      v = Violation{"one-port", step, -1, edge() + ": a PE sends or receives twice in one step",
                    sent[static_cast<std::size_t>(m.from)] ? m.from : m.to};
    }
    if (v) break;
    sent[static_cast<std::size_t>(m.from)] = 1;
    got[static_cast<std::size_t>(m.to)] = 1;
    ++done;
  }
  for (const auto& m : msgs) {
    if (done-- == 0) break;
    sent[static_cast<std::size_t>(m.from)] = 0;
    got[static_cast<std::size_t>(m.to)] = 0;
  }
  return v;
}

// A hypercube step as data (docs/schedule-format.md, hypercube): the step's dimension; sends,
// each reading a register of the sender at the start of the step, or several registers in order
// (a message of several values: the binomial tree's scatter and gather move blocks); receives,
// each writing the message from `from` into a register of `at`, or its values into several
// registers in order; then ops, reg dst := args[0] ⊕ args[1] ⊕ ... of one PE (the arguments are
// args[first .. first + count) of the step), in the order listed. A send or receive of several
// registers names them as args[first .. first + count) too (count > 0; `reg` is then unused).
struct CubeSend {
  std::int64_t from = 0, to = 0;
  int reg = 0;
  std::uint32_t first = 0, count = 0;
};
struct CubeRecv {
  std::int64_t at = 0, from = 0;
  int reg = 0;
  std::uint32_t first = 0, count = 0;
};
struct CubeOp {
  std::int64_t pe = 0;
  int dst = 0;
  std::uint32_t first = 0, count = 0;
};
struct CubeStep {
  std::int64_t dim = 0;
  std::vector<CubeSend> sends;
  std::vector<CubeRecv> recvs;
  std::vector<CubeOp> ops;
  std::vector<int> args;

  // The registers a send or a receive names, in order: its one `reg`, or its list.
  template <class Msg>
  std::span<const int> regs(const Msg& m) const {
    return m.count == 0 ? std::span<const int>(&m.reg, 1)
                        : std::span<const int>(args.data() + m.first, m.count);
  }
  void send(std::int64_t from, std::int64_t to, int reg, int into) {
    sends.push_back({from, to, reg});
    recvs.push_back({to, from, into});
  }
  // A message of several registers, received into as many (or, planted, another number of)
  // registers.
  void send(std::int64_t from, std::int64_t to, const std::vector<int>& regs,
            const std::vector<int>& into) {
    sends.push_back({from, to, 0, list(regs), static_cast<std::uint32_t>(regs.size())});
    recvs.push_back({to, from, 0, list(into), static_cast<std::uint32_t>(into.size())});
  }
  std::uint32_t list(const std::vector<int>& regs) {
    const auto first = static_cast<std::uint32_t>(args.size());
    args.insert(args.end(), regs.begin(), regs.end());
    return first;
  }
  void op(std::int64_t pe, int dst, std::initializer_list<int> a) {
    ops.push_back(
        {pe, dst, static_cast<std::uint32_t>(args.size()), static_cast<std::uint32_t>(a.size())});
    args.insert(args.end(), a.begin(), a.end());
  }
};

// The hypercube executor: PEs P_0..P_{N-1}, each with registers 0, 1, ... (allocated when first
// used). cube_step runs one CubeStep and enforces, besides cube_links' rules:
//   receive matches a message   a receive names a message sent to `at` from `from` in this step,
//                               into as many registers as the message carries values;
//   every message is received   every message sent has its receive in the same step (lambda = 1);
//   no-value                    a send or an op reads a register that holds no value;
//   range                       a receive or an op names a PE outside P_0..P_{N-1}.
// cube_ops runs a step's ops alone (a document's "init": local computation, no step).
template <class T>
struct CubeMachine {
  CubeMachine(std::int64_t n, Op<T> f, const std::vector<std::string>* names = nullptr)
      : N(n), op(std::move(f)), registers(names) {}

  std::int64_t N;
  Op<T> op;
  const std::vector<std::string>* registers;  // register names for the details
  std::vector<std::vector<std::optional<T>>> reg;
  std::int64_t steps = 0;
  std::optional<Violation> violation;

  std::optional<T>& at(std::int64_t pe, int r) {
    if (reg.size() <= static_cast<std::size_t>(r)) reg.resize(static_cast<std::size_t>(r) + 1);
    auto& v = reg[static_cast<std::size_t>(r)];
    if (v.empty()) v.resize(static_cast<std::size_t>(N));
    return v[static_cast<std::size_t>(pe)];
  }
  std::string reg_name(int r) const {
    return registers && static_cast<std::size_t>(r) < registers->size()
               ? (*registers)[static_cast<std::size_t>(r)]
               : std::to_string(r);
  }
  // scratch, N zeros between steps
  std::vector<char> sent, got;
  std::vector<std::size_t> from_send;  // per receiver: 1 + the index of its message, or 0
  std::vector<std::size_t> recv_of;    // per message: 1 + the index of its receive
  std::vector<T> value;                // what the messages carry, one after the other
  std::vector<std::size_t> value_at;   // per message: the index of its first value
};

template <class T>
bool cube_ops(CubeMachine<T>& m, const CubeStep& st) {
  if (m.violation) return false;
  const auto P = [](std::int64_t pe) { return "P_" + std::to_string(pe); };
  const auto N = m.N;
  auto fail = [&](const std::string& rule, const std::string& detail, std::int64_t pe) {
    m.violation = Violation{rule, m.steps, -1, detail, pe};
    return false;
  };
  for (const auto& o : st.ops) {
    if (o.pe < 0 || o.pe >= N)
      return fail("range",
                  "an op on " + P(o.pe) + ", which is not a PE (N = " + std::to_string(N) + ")",
                  o.pe);
    const auto arg = [&](std::uint32_t k) -> const std::optional<T>& {
      return m.at(o.pe, st.args[o.first + k]);
    };
    for (std::uint32_t k = 0; k < o.count; ++k)
      if (!arg(k))
        return fail("no-value",
                    P(o.pe) + " reads register " + m.reg_name(st.args[o.first + k]) +
                        ", which holds no value",
                    o.pe);
    if (o.count == 1) {
      m.at(o.pe, o.dst) = *arg(0);
      continue;
    }
    T acc = m.op(*arg(0), *arg(1));
    for (std::uint32_t k = 2; k < o.count; ++k) acc = m.op(acc, *arg(k));
    m.at(o.pe, o.dst) = std::move(acc);
  }
  return true;
}

template <class T>
bool cube_step(CubeMachine<T>& m, const CubeStep& st) {
  if (m.violation) return false;
  const auto P = [](std::int64_t pe) { return "P_" + std::to_string(pe); };
  const auto N = m.N;
  const std::int64_t step = m.steps;
  auto fail = [&](const std::string& rule, const std::string& detail, std::int64_t pe) {
    m.violation = Violation{rule, step, -1, detail, pe};
    return false;
  };
  if (m.sent.empty()) {
    m.sent.assign(static_cast<std::size_t>(N), 0);
    m.got.assign(static_cast<std::size_t>(N), 0);
    m.from_send.assign(static_cast<std::size_t>(N), 0);
  }
  if (auto v = cube_links(N, st.dim, st.sends, step, m.sent, m.got)) {
    m.violation = v;
    return false;
  }
  // Match the receives to the messages: one-port leaves at most one message per receiver.
  for (std::size_t k = 0; k < st.sends.size(); ++k)
    m.from_send[static_cast<std::size_t>(st.sends[k].to)] = k + 1;
  auto& recv_of = m.recv_of;
  recv_of.assign(st.sends.size(), 0);
  std::optional<Violation> bad;
  for (std::size_t k = 0; k < st.recvs.size() && !bad; ++k) {
    const auto& rc = st.recvs[k];
    const bool ok_at = rc.at >= 0 && rc.at < N, ok_from = rc.from >= 0 && rc.from < N;
    if (!ok_at || !ok_from) {
      const auto pe = ok_at ? rc.from : rc.at;
      bad = Violation{"range", step, -1,
                      P(rc.at) + " receives from " + P(rc.from) + ": " + P(pe) +
                          " is not a PE (N = " + std::to_string(N) + ")",
                      pe};
      break;
    }
    const auto s = m.from_send[static_cast<std::size_t>(rc.at)];
    if (s == 0 || st.sends[s - 1].from != rc.from || recv_of[s - 1] != 0) {
      bad = Violation{"receive matches a message", step, -1,
                      P(rc.at) + " receives from " + P(rc.from) +
                          ", but no message from it arrives in this step" +
                          (s != 0 && recv_of[s - 1] != 0 ? " (it is received twice)" : ""),
                      rc.at};
    } else if (const auto want = st.regs(st.sends[s - 1]).size(), got = st.regs(rc).size();
               want != got) {
      bad = Violation{"receive matches a message", step, -1,
                      P(rc.at) + " receives " + std::to_string(got) + " value(s) from " +
                          P(rc.from) + ", but the message carries " + std::to_string(want),
                      rc.at};
    } else {
      recv_of[s - 1] = k + 1;
    }
  }
  for (const auto& s : st.sends) m.from_send[static_cast<std::size_t>(s.to)] = 0;
  if (bad) {
    m.violation = bad;
    return false;
  }
  for (std::size_t k = 0; k < st.sends.size(); ++k)
    if (recv_of[k] == 0)
      return fail("every message is received",
                  "the message " + P(st.sends[k].from) + " sends to " + P(st.sends[k].to) +
                      " is never received",
                  st.sends[k].to);
  // Read every message at the start of the step, then deliver.
  auto& value = m.value;
  value.clear();
  m.value_at.clear();
  for (const auto& s : st.sends) {
    m.value_at.push_back(value.size());
    for (const int r : st.regs(s)) {
      const auto& x = m.at(s.from, r);
      if (!x)
        return fail("no-value",
                    P(s.from) + " sends register " + m.reg_name(r) + ", which holds no value",
                    s.from);
      value.push_back(*x);
    }
  }
  for (std::size_t k = 0; k < st.sends.size(); ++k) {
    const auto& rc = st.recvs[recv_of[k] - 1];
    std::size_t v = m.value_at[k];
    for (const int r : st.regs(rc)) m.at(rc.at, r) = std::move(value[v++]);
  }
  if (!cube_ops(m, st)) return false;
  ++m.steps;
  return true;
}

}  // namespace cc::groupops
