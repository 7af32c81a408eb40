// The hypercube executor of Ohtaki's slides (spec/models/groupops.hpp).
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

#include "spec/models/groupops_common.hpp"

namespace cc::groupops {

// The rules of one step across dimension j, for the messages (anything with .from and .to) in
// order: range (a PE number below 0), dimension, range (a PE at or past N), one-port, and with
// `half_duplex` also "half-duplex": a PE either sends or receives in a step, not both (the other
// reading of Cube_Prefix_Sum's mutual exchange, docs/modelling-choices.md,
// groupops.cube.exchange; the slides' procedures run without it). `sent` and `got` are N zeros on
// entry and on return.
template <class Msgs>
std::optional<Violation> cube_links(std::int64_t N, std::int64_t j, const Msgs& msgs,
                                    std::int64_t step, std::vector<char>& sent,
                                    std::vector<char>& got, bool half_duplex = false) {
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
    } else if (half_duplex &&
               (got[static_cast<std::size_t>(m.from)] || sent[static_cast<std::size_t>(m.to)])) {
      v = Violation{"half-duplex", step, -1,
                    edge() + ": a PE both sends and receives in one step",
                    got[static_cast<std::size_t>(m.from)] ? m.from : m.to};
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
  bool half_duplex = false;  // cube_links' "half-duplex" rule

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
  if (auto v = cube_links(N, st.dim, st.sends, step, m.sent, m.got, m.half_duplex)) {
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
