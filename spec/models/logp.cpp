// The LogP executor (seed 004, introduction): the rules are stated in logp.hpp. Operations run in
// global order of start time (ties: PE, then program order). Since L >= 1, a receive starts
// strictly after the start of the send it matches, so the message's value is known when the
// receive is processed; a PE's own operations are processed in program order.
#include "spec/models/logp.hpp"

#include <algorithm>
#include <deque>
#include <map>
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

namespace {

Time duration(OpKind k, Time o) { return k == OpKind::send || k == OpKind::recv ? o : 1; }

struct Sent {
  Time start;
  std::optional<Interval> value;
};

}  // namespace

Execution execute(const Schedule& s) {
  const auto& prm = s.params;
  const Pe P = prm.P;
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
  auto fail = [&](const char* rule, Pe pe, Time t, std::string detail) {
    ex.violation = Violation{rule, pe, t, std::move(detail)};
    return ex;
  };
  // Per-PE static rules: order, overlap, gaps, peers in range.
  for (Pe p = 0; p < P; ++p) {
    Time busy_until = 0;
    std::optional<Time> last_send, last_recv;
    for (const Op& op : s.program[p]) {
      if (op.start < 0) return fail("overlap", p, op.start, "operation starts before time 0");
      if ((op.kind == OpKind::send || op.kind == OpKind::recv) && (op.peer >= P || op.peer == p))
        return fail("unmatched", p, op.start, to_string(op.kind) + " names an invalid peer");
      if (op.start < busy_until)
        return fail("overlap", p, op.start,
                    to_string(op.kind) + " at " + std::to_string(op.start) +
                        " while PE is busy until " + std::to_string(busy_until));
      busy_until = op.start + duration(op.kind, prm.o);
      auto& last = op.kind == OpKind::send ? last_send : last_recv;
      if (op.kind == OpKind::send || op.kind == OpKind::recv) {
        if (last && op.start - *last < prm.g)
          return fail(op.kind == OpKind::send ? "send-gap" : "recv-gap", p, op.start,
                      to_string(op.kind) + "s at " + std::to_string(*last) + " and " +
                          std::to_string(op.start) + " are less than g = " + std::to_string(prm.g) +
                          " apart");
        last = op.start;
      }
    }
    ex.finish[p] = busy_until;
  }
  // Dynamic rules, in global start order.
  std::vector<std::tuple<Time, Pe, std::size_t>> order;
  for (Pe p = 0; p < P; ++p)
    for (std::size_t i = 0; i < s.program[p].size(); ++i)
      order.emplace_back(s.program[p][i].start, p, i);
  std::sort(order.begin(), order.end());
  std::vector<std::size_t> next_operand(P, 0);
  std::vector<std::deque<Interval>> inbox(P);
  std::map<std::pair<Pe, Pe>, std::deque<Sent>> wire;
  for (Pe p = 0; p < P; ++p)
    if (!s.operands[p].empty()) {
      ex.value[p] = s.operands[p][0];
      ex.holds_at[p] = 0;
      next_operand[p] = 1;
    }
  for (const auto& [t, p, i] : order) {
    const Op& op = s.program[p][i];
    switch (op.kind) {
      case OpKind::send:
        if (!ex.value[p])
          return fail("no-value", p, t, "send to PE " + std::to_string(op.peer) + " holds nothing");
        wire[{p, op.peer}].push_back({t, ex.value[p]});
        break;
      case OpKind::recv: {
        auto& q = wire[{op.peer, p}];
        if (q.empty())
          return fail("unmatched", p, t,
                      "receive from PE " + std::to_string(op.peer) + " with no message sent");
        const Sent m = q.front();
        q.pop_front();
        if (t < m.start + prm.o + prm.L)
          return fail("latency", p, t,
                      "receive from PE " + std::to_string(op.peer) + " at " + std::to_string(t) +
                          " before the message sent at " + std::to_string(m.start) +
                          " arrives at " + std::to_string(m.start + prm.o + prm.L));
        if (!ex.value[p]) {
          ex.value[p] = m.value;
          ex.holds_at[p] = t + prm.o;
        } else {
          inbox[p].push_back(*m.value);
        }
        break;
      }
      case OpKind::add:
        if (next_operand[p] >= s.operands[p].size())
          return fail("no-value", p, t, "add with no operand left");
        ex.value[p] = witness::combine(*ex.value[p], s.operands[p][next_operand[p]++]);
        break;
      case OpKind::combine:
        if (inbox[p].empty() || !ex.value[p])
          return fail("no-value", p, t, "combine with no received message waiting");
        ex.value[p] = witness::combine(*ex.value[p], inbox[p].front());
        inbox[p].pop_front();
        break;
    }
  }
  for (const auto& [pq, q] : wire)
    if (!q.empty())
      return fail("unmatched", pq.first, q.front().start,
                  "message to PE " + std::to_string(pq.second) + " is never received");
  for (Pe p = 0; p < P; ++p) {
    ex.unused_operands[p] = s.operands[p].size() - std::min(s.operands[p].size(), next_operand[p]);
    ex.uncombined[p] = inbox[p].size();
  }
  return ex;
}

}  // namespace cc::logp
