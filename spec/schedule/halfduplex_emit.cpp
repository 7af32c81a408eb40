#include "spec/schedule/halfduplex_emit.hpp"

#include <stdexcept>
#include <vector>

namespace cc::schedule {

void emit_halfduplex(std::ostream& out, const halfduplex::Schedule& compressed,
                     const std::string& name, const std::string& comment) {
  using namespace halfduplex;
  using i64 = std::int64_t;
  // The blocks: PE q holds the paper's x_{s_q + 1} .. x_{s_q + b_q}, one run of singles.
  std::vector<i64> start(compressed.p + 1, 0);
  for (Pe q = 0; q < compressed.p; ++q) {
    i64 next = start[q] + 1;
    for (const Run& r : compressed.inputs[q]) {
      if (r.lo != next || r.hi != next || (r.count > 1 && (r.dlo != 1 || r.dhi != 1)))
        throw std::logic_error(
            "emit_halfduplex: the inputs are not consecutive blocks in PE order");
      next += r.count;
    }
    start[q + 1] = next - 1;
  }
  if (start[compressed.p] != compressed.n)
    throw std::logic_error("emit_halfduplex: the blocks do not hold x_1..x_n");
  // The register of the paper's value lo:hi (1-based) on PE q.
  const auto reg = [&](Pe q, const Interval& v) {
    if (v.lo == v.hi && v.lo > start[q] && v.lo <= start[q + 1])
      return "\"x" + std::to_string(v.lo - 1 - start[q]) + "\"";
    return "\"v" + std::to_string(v.lo - 1) + "_" + std::to_string(v.hi - 1) + "\"";
  };
  out << "{\"format\": \"collcheck-schedule/1\", \"name\": \"" << name << "\",\n"
      << " \"comment\": \"" << comment << "\",\n"
      << " \"model\": {\"name\": \"halfduplex\", \"n\": " << compressed.n
      << ", \"p\": " << compressed.p << "},\n"
      << " \"collective\": {\"kind\": \"prefix\", \"anywhere\": true, \"blocks\": [";
  for (Pe q = 0; q < compressed.p; ++q) out << (q ? ", " : "") << start[q + 1] - start[q];
  out << "]},\n \"steps\": [";
  const Schedule s = expand(compressed);
  bool first = true;
  for (const Step& st : s.steps) {
    out << (first ? "\n  " : ",\n  ");
    first = false;
    // A side lane's steps carry its level: consecutive steps with one label are one side group.
    std::string line = st.side ? "{\"side\": " + std::to_string(st.level) + ", " : "{";
    if (st.kind == StepKind::comp) {
      line += "\"ops\": [";
      for (std::size_t i = 0; i < st.ops.size(); ++i) {
        const Op& op = st.ops[i];
        const Interval a = op.a.at(0), b = op.b.at(0);
        line += (i ? ", " : "") + std::string("{\"pe\": ") + std::to_string(op.pe) +
                ", \"dst\": " + reg(op.pe, {a.lo, b.hi}) + ", \"args\": [" + reg(op.pe, a) + ", " +
                reg(op.pe, b) + "]}";
      }
      line += "]}";
    } else {
      std::string sends, recvs;
      for (const Message& m : st.messages) {
        std::string from_regs, to_regs;
        for (const Run& r : m.values)
          for (i64 t = 0; t < r.count; ++t) {
            from_regs += (from_regs.empty() ? "" : ", ") + reg(m.from, r.at(t));
            to_regs += (to_regs.empty() ? "" : ", ") + reg(m.to, r.at(t));
          }
        sends += (sends.empty() ? "" : ", ") + std::string("{\"from\": ") + std::to_string(m.from) +
                 ", \"to\": " + std::to_string(m.to) + ", \"regs\": [" + from_regs + "]}";
        recvs += (recvs.empty() ? "" : ", ") + std::string("{\"at\": ") + std::to_string(m.to) +
                 ", \"from\": " + std::to_string(m.from) + ", \"regs\": [" + to_regs + "]}";
      }
      if (st.kind == StepKind::broadcast) line += "\"collective\": \"broadcast\", ";
      if (st.kind == StepKind::scatter) line += "\"collective\": \"scatter\", ";
      line += "\"send\": [" + sends + "], \"recv\": [" + recvs + "]}";
    }
    out << line;
  }
  out << "\n ]\n}\n";
}

}  // namespace cc::schedule
