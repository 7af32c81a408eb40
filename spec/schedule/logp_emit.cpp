#include "spec/schedule/logp_emit.hpp"

#include <stdexcept>

#include "spec/models/logp.hpp"

namespace cc::schedule {

namespace {

using logp::OpKind;

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

void write_programs(std::ostream& out, const logp::RegSchedule& s) {
  out << " \"programs\": [";
  bool first_pe = true;
  for (std::size_t p = 0; p < s.program.size(); ++p) {
    if (s.program[p].empty()) continue;
    out << (first_pe ? "\n  " : ",\n  ") << "{\"pe\": " << p << ", \"ops\": [";
    first_pe = false;
    bool first = true;
    for (const auto& op : s.program[p]) {
      out << (first ? "\n    " : ",\n    ") << "{\"op\": \"" << logp::to_string(op.kind)
          << "\", \"at\": " << op.start;
      first = false;
      if (op.kind == OpKind::send)
        out << ", \"to\": " << op.peer << ", \"reg\": " << quoted(s.names[op.reg]) << "}";
      else if (op.kind == OpKind::recv)
        out << ", \"from\": " << op.peer << ", \"reg\": " << quoted(s.names[op.reg]) << "}";
      else {
        out << ", \"dst\": " << quoted(s.names[op.reg]) << ", \"args\": [";
        for (std::size_t k = 0; k < op.args.size(); ++k)
          out << (k ? ", " : "") << quoted(s.names[op.args[k]]);
        out << "]}";
      }
    }
    out << "]}";
  }
  out << "\n ]\n}\n";
}

void write_head(std::ostream& out, const std::string& name, const std::string& comment,
                const logp::Params& prm) {
  out << "{\"format\": \"collcheck-schedule/1\", \"name\": " << quoted(name) << ",\n"
      << " \"comment\": " << quoted(comment) << ",\n"
      << " \"model\": {\"name\": \"logp\", \"P\": " << prm.P << ", \"L\": " << prm.L
      << ", \"o\": " << prm.o << ", \"g\": " << prm.g << "},\n";
}

}  // namespace

void emit_broadcast(std::ostream& out, const logp::BroadcastVariant& v, const logp::Params& prm,
                    const std::string& name) {
  const logp::BroadcastPlan plan = v.plan(prm);
  const logp::Lowered low = logp::lower(logp::broadcast_schedule(prm, plan));
  // The contract's broadcast: the root's register c holds the value, nothing else does.
  if (low.initial.size() != 1 || low.initial[0].pe != plan.root || low.initial[0].reg != low.c)
    throw std::logic_error("logp broadcast: the root's c is not the only value at the start");
  write_head(out, name,
             "broadcast of Shou and Chen (variant " + v.name() + ": " + v.summary() +
                 "), written by collcheck simulate logp --emit-schedule",
             prm);
  out << " \"collective\": {\"kind\": \"broadcast\", \"root\": " << plan.root << "},\n";
  write_programs(out, low.schedule);
}

void emit_summation(std::ostream& out, const logp::SumVariant& v, logp::Time L, logp::Time o,
                    logp::Time g, u64 P, logp::Time N, const std::string& name) {
  const logp::SumPlan plan = logp::intended_plan(L, o, g, P, N);
  logp::Time total = 0;
  logp::Schedule s = logp::sum_schedule(plan, total);
  v.mutate(s);
  const logp::Lowered low = logp::lower(s);
  write_head(out, name,
             "summation of Shou and Chen, Algorithm 2 as intended on S*(P; L, o, g), N = " +
                 std::to_string(N) + " operands (variant " + v.name() + ": " + v.summary() +
                 "), written by collcheck simulate logp --sum N --emit-schedule",
             s.params);
  out << " \"collective\": {\"kind\": \"reduce\", \"root\": " << plan.tree.nodes[0].number
      << ", \"operands\": [";
  for (std::size_t k = 0; k < low.initial.size(); ++k) {
    const auto& x = low.initial[k];
    if (x.value.lo != x.value.hi)
      throw std::logic_error("logp summation: an operand that is not a single value");
    out << (k ? ",\n   " : "\n   ") << "{\"pe\": " << x.pe
        << ", \"reg\": " << quoted(low.schedule.names[x.reg]) << ", \"operand\": " << x.value.lo
        << "}";
  }
  out << "]},\n";
  write_programs(out, low.schedule);
}

}  // namespace cc::schedule
