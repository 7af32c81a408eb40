// The LogP executor (Shou and Chen, introduction): the rules are stated in logp.hpp. The engine is
// the register one (execute(RegSchedule), logp.hpp); here its static part (prepare), the rule
// texts, and the value vocabulary lowered to registers.
#include "spec/models/logp.hpp"

#include <algorithm>
#include <tuple>

namespace cc::logp {

std::string to_string(OpKind k) {
  switch (k) {
    case OpKind::send:
      return "send";
    case OpKind::recv:
      return "recv";
    case OpKind::add:
      return "add";
    case OpKind::combine:
      return "combine";
  }
  return "?";
}

std::optional<Time> Execution::broadcast_time() const {
  Time t = 0;
  for (const auto& h : holds_at) {
    if (!h) return std::nullopt;
    t = std::max(t, *h);
  }
  return t;
}

Time duration(const RegOp& op, const Params& prm) {
  if (op.kind == OpKind::send) return prm.o;
  if (op.kind == OpKind::recv) return prm.o + static_cast<Time>(items(op) - 1) * prm.G;
  return 1;
}

namespace {

std::string ordinal(std::size_t n) {
  const std::size_t t = n % 100;
  const char* suffix = (t >= 11 && t <= 13) ? "th"
                       : n % 10 == 1        ? "st"
                       : n % 10 == 2        ? "nd"
                       : n % 10 == 3        ? "rd"
                                            : "th";
  return std::to_string(n) + suffix;
}

}  // namespace

namespace detail {

Prepared prepare(const RegSchedule& s, const std::vector<std::pair<Pe, Reg>>& initial) {
  const auto& prm = s.params;
  const Pe P = prm.P;
  Prepared pr;
  pr.finish.assign(P, 0);
  auto fail = [&](const char* rule, Pe pe, Time t, std::string detail) {
    pr.violation = Violation{rule, pe, t, std::move(detail)};
    return std::move(pr);
  };
  if (s.program.size() != P) return fail("shape", 0, 0, "the program must have one entry per PE");
  // Per-PE static rules: order, overlap, gaps, peers in range.
  pr.offset.assign(P + 1, 0);
  for (Pe p = 0; p < P; ++p) {
    Time busy_until = 0;
    std::optional<Time> last_send, last_recv;
    std::size_t last_send_items = 1, last_recv_items = 1;
    pr.offset[p + 1] = pr.offset[p] + s.program[p].size();
    const RegOp* prev = nullptr;  // the operation listed before op
    for (const RegOp& op : s.program[p]) {
      if (op.kind == OpKind::add)
        return fail("shape", p, op.start, "add is not an operation of a register schedule");
      if (op.kind == OpKind::combine && op.args.empty())
        return fail("shape", p, op.start, "a combine names no register");
      // One cycle is one local operation (Shou and Chen, the introduction): a combine of k
      // registers would be k - 1 of them.
      if (op.kind == OpKind::combine && op.args.size() > 2)
        return fail("local operation", p, op.start,
                    "a combine of " + std::to_string(op.args.size()) + " registers is " +
                        std::to_string(op.args.size() - 1) +
                        " local operations; the model takes one cycle for each, a combine one");
      if (op.start < 0) return fail("overlap", p, op.start, "operation starts before time 0");
      if ((op.kind == OpKind::send || op.kind == OpKind::recv) && (op.peer >= P || op.peer == p))
        return fail(
            "unmatched", p, op.start,
            to_string(op.kind) + (op.peer == p ? " names its own PE (a PE does not send to itself)"
                                               : " names an invalid peer"));
      // A program lists its operations in the order they run: one that starts before the one
      // listed ahead of it was given out of time order. The PE is then busy at its start, rule
      // "overlap", and the detail says what was given where (docs/schedule-format.md, "logp").
      if (prev && op.start < prev->start)
        return fail("overlap", p, op.start,
                    to_string(op.kind) + " at " + std::to_string(op.start) +
                        " is given after the " + to_string(prev->kind) + " at " +
                        std::to_string(prev->start) + " in PE " + std::to_string(p) +
                        "'s program: operations given out of time order (a program lists its "
                        "operations in the order they start)");
      if (op.start < busy_until)
        return fail("overlap", p, op.start,
                    to_string(op.kind) + " at " + std::to_string(op.start) +
                        " while PE is busy until " + std::to_string(busy_until));
      if ((op.kind == OpKind::send || op.kind == OpKind::recv) && !op.args.empty() && !prm.loggp)
        return fail("message size", p, op.start,
                    to_string(op.kind) + " of " + std::to_string(op.args.size()) +
                        " items: a LogP message carries one (give the model G for LogGP)");
      busy_until = op.start + duration(op, prm);
      auto& last = op.kind == OpKind::send ? last_send : last_recv;
      auto& last_items = op.kind == OpKind::send ? last_send_items : last_recv_items;
      if (op.kind == OpKind::send || op.kind == OpKind::recv) {
        const Time gap = prm.g + static_cast<Time>(last_items - 1) * prm.G;
        if (last && op.start - *last < gap)
          return fail(op.kind == OpKind::send ? "send-gap" : "recv-gap", p, op.start,
                      to_string(op.kind) + "s at " + std::to_string(*last) + " and " +
                          std::to_string(op.start) + " are less than " +
                          (last_items > 1 ? "g + (k-1)G = " + std::to_string(gap) + " (k = " +
                                                std::to_string(last_items) + " items)"
                                          : "g = " + std::to_string(prm.g)) +
                          " apart");
        last = op.start;
        last_items = items(op);
      }
      prev = &op;
    }
    pr.finish[p] = busy_until;
  }
  // Each PE's registers.
  pr.regs.assign(P, {});
  for (const auto& [p, r] : initial)
    if (p < P) pr.regs[p].push_back(r);
  for (Pe p = 0; p < P; ++p) {
    auto& v = pr.regs[p];
    for (const RegOp& op : s.program[p]) {
      v.push_back(op.reg);
      v.insert(v.end(), op.args.begin(), op.args.end());
    }
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    v.shrink_to_fit();
  }
  // Matching: the k-th receive at q from p takes the k-th message p sent to q.
  const std::size_t n = pr.offset[P];
  pr.pe_of.assign(n, 0);
  pr.match.assign(n, Prepared::none);
  pr.nth.assign(n, 0);
  struct End {
    Pe from, to;
    std::size_t gi;
    bool operator<(const End& o) const {
      return std::tie(from, to, gi) < std::tie(o.from, o.to, o.gi);
    }
  };
  std::vector<End> sends, recvs;
  for (Pe p = 0; p < P; ++p)
    for (std::size_t i = 0; i < s.program[p].size(); ++i) {
      const std::size_t gi = pr.offset[p] + i;
      const RegOp& op = s.program[p][i];
      pr.pe_of[gi] = p;
      if (op.kind == OpKind::send) sends.push_back({p, op.peer, gi});
      if (op.kind == OpKind::recv) recvs.push_back({op.peer, p, gi});
    }
  std::sort(sends.begin(), sends.end());
  std::sort(recvs.begin(), recvs.end());
  pr.slot_start.resize(sends.size());
  pr.slot_base.assign(sends.size() + 1, 0);
  for (std::size_t k = 0; k < sends.size(); ++k) {
    const Pe p = sends[k].from;
    pr.match[sends[k].gi] = k;
    const RegOp& op = s.program[p][sends[k].gi - pr.offset[p]];
    pr.slot_start[k] = op.start;
    pr.slot_base[k + 1] = pr.slot_base[k] + items(op);
  }
  std::size_t a = 0, b = 0;
  while (a < sends.size() || b < recvs.size()) {
    const bool has_a = a < sends.size(), has_b = b < recvs.size();
    const auto pair_a = has_a ? std::make_pair(sends[a].from, sends[a].to) : std::pair<Pe, Pe>{};
    const auto pair_b = has_b ? std::make_pair(recvs[b].from, recvs[b].to) : std::pair<Pe, Pe>{};
    if (has_a && (!has_b || pair_a < pair_b)) {
      // A send with no receive left for it: the first one of its pair is reported.
      if (!pr.unreceived)
        pr.unreceived =
            Violation{"unmatched", sends[a].from, pr.slot_start[a],
                      "message to PE " + std::to_string(sends[a].to) + " is never received"};
      ++a;
    } else if (has_b && (!has_a || pair_b < pair_a)) {
      ++b;  // a receive with no message: found when it runs
    } else {
      std::size_t k = 1;
      for (; a < sends.size() && b < recvs.size() &&
             std::make_pair(sends[a].from, sends[a].to) == pair_a &&
             std::make_pair(recvs[b].from, recvs[b].to) == pair_a;
           ++a, ++b, ++k) {
        pr.match[recvs[b].gi] = a;
        pr.nth[recvs[b].gi] = k;
      }
    }
  }
  // Processing order: start time, then PE, then program order.
  pr.order.reserve(n);
  for (std::size_t gi = 0; gi < n; ++gi) {
    const Pe p = pr.pe_of[gi];
    pr.order.emplace_back(s.program[p][gi - pr.offset[p]].start, gi);
  }
  std::sort(pr.order.begin(), pr.order.end());
  return pr;
}

Violation no_value(const RegSchedule& s, Pe p, const RegOp& op, Reg missing) {
  const std::string r = missing < s.names.size() ? s.names[missing] : std::to_string(missing);
  const std::string what = op.kind == OpKind::send
                               ? "sends to PE " + std::to_string(op.peer) + " register "
                               : std::string("combines register ");
  return {"no-value", p, op.start,
          "PE " + std::to_string(p) + " " + what + r + ", which holds no value"};
}

Violation wrong_size(Pe p, const RegOp& op, std::size_t sent_items) {
  return {"unmatched", p, op.start,
          "receive of " + std::to_string(items(op)) + " item" + (items(op) == 1 ? "" : "s") +
              " from PE " + std::to_string(op.peer) + " takes a message of " +
              std::to_string(sent_items) + " item" + (sent_items == 1 ? "" : "s")};
}

Violation no_message(Pe p, const RegOp& op) {
  return {"unmatched", p, op.start,
          "receive from PE " + std::to_string(op.peer) + " with no message sent"};
}

Violation too_early(const RegSchedule& s, Pe p, const RegOp& op, Time sent, std::size_t nth) {
  std::string d = "receive from PE " + std::to_string(op.peer) + " at " + std::to_string(op.start) +
                  " before the message sent at " + std::to_string(sent) + " arrives at " +
                  std::to_string(sent + s.params.o + s.params.L);
  if (nth > 1)
    d += " (the " + ordinal(nth) + " message from PE " + std::to_string(op.peer) +
         ": messages between a pair are received in the order sent)";
  return {"latency", p, op.start, std::move(d)};
}

}  // namespace detail

Lowered lower(const Schedule& s) {
  const Pe P = s.params.P;
  Lowered out;
  out.schedule.params = s.params;
  out.schedule.program.assign(s.program.size(), {});
  out.schedule.names = {"c"};
  out.c = 0;
  std::vector<Reg> a_reg, m_reg;  // a<k> and m<j>, k, j = 1, 2, ...
  auto named = [&](std::vector<Reg>& ids, const char* prefix, std::size_t k) {
    while (ids.size() < k) {
      ids.push_back(static_cast<Reg>(out.schedule.names.size()));
      out.schedule.names.push_back(prefix + std::to_string(ids.size()));
    }
    return ids[k - 1];
  };
  out.adds.assign(P, 0);
  out.combines.assign(P, 0);
  out.inbox_receives.assign(P, 0);
  for (Pe p = 0; p < P; ++p)
    for (std::size_t k = 0; k < s.operands[p].size(); ++k)
      out.initial.push_back({p, k == 0 ? out.c : named(a_reg, "a", k), s.operands[p][k]});
  for (Pe p = 0; p < P; ++p) {
    bool holds = !s.operands[p].empty();
    auto& prog = out.schedule.program[p];
    prog.reserve(s.program[p].size());
    for (const Op& op : s.program[p]) {
      switch (op.kind) {
        case OpKind::send:
          prog.push_back({OpKind::send, op.start, op.peer, out.c, {}});
          break;
        case OpKind::recv:
          if (holds) {
            const std::size_t j = ++out.inbox_receives[p];
            prog.push_back({OpKind::recv, op.start, op.peer, named(m_reg, "m", j), {}});
          } else {
            prog.push_back({OpKind::recv, op.start, op.peer, out.c, {}});
            holds = true;
          }
          break;
        case OpKind::add: {
          const std::size_t k = ++out.adds[p];
          prog.push_back({OpKind::combine, op.start, 0, out.c, {out.c, named(a_reg, "a", k)}});
          break;
        }
        case OpKind::combine: {
          const std::size_t j = ++out.combines[p];
          prog.push_back({OpKind::combine, op.start, 0, out.c, {out.c, named(m_reg, "m", j)}});
          break;
        }
      }
    }
  }
  return out;
}

Execution execute(const Schedule& s) {
  const Pe P = s.params.P;
  Execution ex;
  ex.holds_at.assign(P, std::nullopt);
  ex.finish.assign(P, 0);
  ex.value.assign(P, std::nullopt);
  ex.unused_operands.assign(P, 0);
  ex.uncombined.assign(P, 0);
  if (s.program.size() != P || s.operands.size() != P) {
    ex.violation = Violation{"shape", 0, 0, "program and operands must have one entry per PE"};
    return ex;
  }
  const Lowered low = lower(s);
  const auto run = execute(low.schedule, low.initial, [](const Interval& a, const Interval& b) {
    return witness::combine(a, b);
  });
  ex.violation = run.violation;
  ex.holds_at = run.holds_at;
  ex.finish = run.finish;
  if (ex.violation) return ex;
  for (Pe p = 0; p < P; ++p) {
    if (const Interval* v = run.get(p, low.c)) ex.value[p] = *v;
    const std::size_t used = (s.operands[p].empty() ? 0 : 1) + low.adds[p];
    ex.unused_operands[p] = s.operands[p].size() - std::min(s.operands[p].size(), used);
    ex.uncombined[p] = low.inbox_receives[p] - std::min(low.inbox_receives[p], low.combines[p]);
  }
  return ex;
}

}  // namespace cc::logp
