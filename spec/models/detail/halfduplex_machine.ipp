// Implementation of halfduplex::Machine (included from spec/models/halfduplex.hpp).
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace cc::halfduplex {

template <class V>
std::optional<Violation> Machine<V>::communicate(const Lane& lane, StepKind kind,
                                                 const std::vector<Send>& sends,
                                                 const std::vector<Recv>& recvs) {
  if (sends.empty() && recvs.empty()) return fail("empty-step", 0, "nothing happens");
  const bool collective = kind != StepKind::comm;
  const std::uint64_t epoch = 4 * (step_ + 1);
  const auto pe_text = [](std::int64_t pe) { return "PE " + std::to_string(pe); };
  const auto range = [&](std::int64_t pe, const std::string& what) {
    return fail("PE range", pe,
                what + " " + pe_text(pe) + " (PEs are 0.." + std::to_string(p_ - 1) + ")");
  };
  // Sends, in order: the values each message carries, read at the start of the step.
  std::vector<std::vector<V>> carried(sends.size());
  for (std::size_t i = 0; i < sends.size(); ++i) {
    const Send& m = sends[i];
    if (!in_range(m.from)) return range(m.from, "a send from");
    if (!in_range(m.to)) return range(m.to, "a send to");
    if (m.from == m.to) return fail("self", m.from, pe_text(m.from) + " sends to itself");
    if (m.regs.empty())
      return fail("empty", m.from, pe_text(m.from) + " sends a message with no value");
    if (collective && m.from != sends.front().from)
      return fail("collective", m.from,
                  "a collective with two roots: " + pe_text(sends.front().from) + " and " +
                      pe_text(m.from));
    const auto from = static_cast<std::size_t>(m.from), to = static_cast<std::size_t>(m.to);
    const bool from_busy = !collective && mark_[from] / 4 * 4 == epoch;
    const bool to_busy = mark_[to] / 4 * 4 == epoch;
    if (from_busy || to_busy) {
      const std::size_t who = to_busy ? to : from;
      const bool sent = mark_[who] % 4 == 1, now_sends = !to_busy;
      return fail("half-duplex", static_cast<std::int64_t>(who),
                  pe_text(static_cast<std::int64_t>(who)) +
                      (sent == now_sends ? (sent ? " sends twice" : " receives twice")
                                         : " both sends and receives") +
                      " in one communication step");
    }
    if (!collective) mark_[from] = epoch + 1;
    mark_[to] = epoch + 2;
    slot_[to] = i;
    if (!tally_.act(lane, from) || !tally_.act(lane, to))
      return fail("lanes", m.from,
                  "a message between " + pe_text(m.from) + " and " + pe_text(m.to) +
                      ", one of which acts in a side lane and in a step that runs at the same "
                      "time");
    carried[i].reserve(m.regs.size());
    for (const Reg r : m.regs) {
      const V* x = get(static_cast<Pe>(m.from), r);
      if (!x)
        return fail("no-value", m.from,
                    pe_text(m.from) + " sends register " + name_(r) + ", which holds no value");
      carried[i].push_back(*x);
    }
  }
  // Receives: each matches the send to its PE from the PE it names, with as many registers.
  std::vector<const Recv*> matched(sends.size(), nullptr);
  for (const Recv& r : recvs) {
    if (!in_range(r.at)) return range(r.at, "a receive at");
    if (!in_range(r.from)) return range(r.from, "a receive from");
    const auto at = static_cast<std::size_t>(r.at);
    if (mark_[at] != epoch + 2 || sends[slot_[at]].from != r.from)
      return fail("unmatched", r.at,
                  pe_text(r.at) + " receives from " + pe_text(r.from) +
                      ", which sends it nothing in this step");
    const std::size_t i = slot_[at];
    if (matched[i])
      return fail("unmatched", r.at,
                  pe_text(r.at) + " receives the message from " + pe_text(r.from) + " twice");
    if (r.regs.size() != sends[i].regs.size())
      return fail("unmatched", r.at,
                  pe_text(r.at) + " receives " + std::to_string(r.regs.size()) + " values from " +
                      pe_text(r.from) + ", which sends " + std::to_string(sends[i].regs.size()));
    matched[i] = &r;
  }
  for (std::size_t i = 0; i < sends.size(); ++i)
    if (!matched[i])
      return fail("unmatched", sends[i].from,
                  "the message from " + pe_text(sends[i].from) + " to " + pe_text(sends[i].to) +
                      " is not received");
  if (collective && !sends.empty() &&
      mark_[static_cast<std::size_t>(sends.front().from)] / 4 * 4 == epoch)
    return fail("collective", sends.front().from,
                "the root " + pe_text(sends.front().from) + " receives in its own collective");
  if (kind == StepKind::broadcast)
    for (std::size_t i = 1; i < sends.size(); ++i)
      if (!(carried[i] == carried[0]))
        return fail("broadcast", sends[i].from,
                    "a broadcast sends " + pe_text(sends[i].to) + " other values than " +
                        pe_text(sends[0].to));
  for (std::size_t i = 0; i < sends.size(); ++i) {
    const Recv& r = *matched[i];
    for (std::size_t j = 0; j < r.regs.size(); ++j)
      set(static_cast<Pe>(r.at), r.regs[j], std::move(carried[i][j]));
  }
  tally_.add(lane, 0, communication_cost(cost_, kind, sends.size()));
  ++step_;
  return std::nullopt;
}

template <class V>
std::optional<Violation> Machine<V>::compute(const Lane& lane, const std::vector<Operation>& ops) {
  if (ops.empty()) return fail("empty-step", 0, "nothing happens");
  const std::uint64_t epoch = 4 * (step_ + 1);
  const auto pe_text = [](std::int64_t pe) { return "PE " + std::to_string(pe); };
  std::vector<V> made;
  made.reserve(ops.size());
  for (const Operation& op : ops) {
    if (!in_range(op.pe))
      return fail(
          "PE range", op.pe,
          "an operation on " + pe_text(op.pe) + " (PEs are 0.." + std::to_string(p_ - 1) + ")");
    const auto pe = static_cast<std::size_t>(op.pe);
    if (mark_[pe] / 4 * 4 == epoch)
      return fail("one-op", op.pe, pe_text(op.pe) + " performs two operations in one step");
    mark_[pe] = epoch + 3;
    if (!tally_.act(lane, pe))
      return fail("lanes", op.pe,
                  pe_text(op.pe) + " acts in a side lane and in a step that runs at the same time");
    if (op.args.size() > 2)
      return fail("one-op", op.pe,
                  pe_text(op.pe) + " combines " + std::to_string(op.args.size()) +
                      " registers in one operation, " + std::to_string(op.args.size() - 1) +
                      " (+) in one step");
    if (op.args.empty()) return fail("no-value", op.pe, pe_text(op.pe) + " reads no register");
    const V* a = get(static_cast<Pe>(op.pe), op.args[0]);
    const V* b = op.args.size() > 1 ? get(static_cast<Pe>(op.pe), op.args[1]) : a;
    if (!a || !b)
      return fail("no-value", op.pe,
                  pe_text(op.pe) + " reads register " + name_(op.args[a ? 1 : 0]) +
                      ", which holds no value");
    if (op.args.size() == 1) {
      made.push_back(*a);
      continue;
    }
    made.push_back(combine_(*a, *b));
    if (valid_ && !valid_(made.back()))
      return fail("non-adjacent", op.pe,
                  pe_text(op.pe) + " forms " + name_(op.args[0]) + " (+) " + name_(op.args[1]));
  }
  for (std::size_t i = 0; i < ops.size(); ++i) {
    set(static_cast<Pe>(ops[i].pe), ops[i].dst, std::move(made[i]));
    tally_.op(lane, static_cast<std::size_t>(ops[i].pe));
  }
  tally_.add(lane, 1, 0);
  ++step_;
  return std::nullopt;
}

}  // namespace cc::halfduplex
