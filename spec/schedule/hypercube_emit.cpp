#include "spec/schedule/hypercube_emit.hpp"

namespace cc::schedule {

std::string json_quote(const std::string& s) {
  std::string q = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') {
      q += '\\';
      q += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      const char* hex = "0123456789abcdef";
      q += "\\u00";
      q += hex[(c >> 4) & 0xF];
      q += hex[c & 0xF];
    } else {
      q += c;
    }
  }
  return q + "\"";
}

void emit_hypercube(std::ostream& out, std::int64_t N, const std::vector<groupops::CubeStep>& plan,
                    const std::vector<std::string>& registers, const std::string& kind,
                    const std::string& name, const std::string& comment,
                    const groupops::CubeStep* init) {
  const auto reg = [&](int r) { return json_quote(registers.at(static_cast<std::size_t>(r))); };
  // "reg": r, or "regs": [r, ...] for a message of several values.
  const auto message = [&](const groupops::CubeStep& st, const auto& m) {
    if (m.count == 0) return ", \"reg\": " + reg(m.reg);
    std::string list;
    for (const int r : st.regs(m)) list += (list.empty() ? "" : ", ") + reg(r);
    return ", \"regs\": [" + list + "]";
  };
  const auto ops_of = [&](const groupops::CubeStep& st) {
    std::string ops;
    for (const auto& o : st.ops) {
      std::string args;
      for (std::uint32_t k = 0; k < o.count; ++k)
        args += (k ? ", " : "") + reg(st.args[o.first + k]);
      ops += (ops.empty() ? "" : ", ") + std::string("{\"pe\": ") + std::to_string(o.pe) +
             ", \"dst\": " + reg(o.dst) + ", \"args\": [" + args + "]}";
    }
    return ops;
  };
  out << "{\"format\": \"collcheck-schedule/1\", \"name\": " << json_quote(name) << ",\n"
      << " \"comment\": " << json_quote(comment) << ",\n"
      << " \"model\": {\"name\": \"hypercube\", \"N\": " << N << "},\n"
      << " \"collective\": {\"kind\": " << json_quote(kind) << "},\n";
  if (init && !init->ops.empty()) out << " \"init\": [" << ops_of(*init) << "],\n";
  out << " \"steps\": [";
  for (std::size_t j = 0; j < plan.size(); ++j) {
    const auto& st = plan[j];
    std::string sends, recvs;
    for (const auto& s : st.sends)
      sends += (sends.empty() ? "" : ", ") + std::string("{\"from\": ") + std::to_string(s.from) +
               ", \"to\": " + std::to_string(s.to) + message(st, s) + "}";
    for (const auto& r : st.recvs)
      recvs += (recvs.empty() ? "" : ", ") + std::string("{\"at\": ") + std::to_string(r.at) +
               ", \"from\": " + std::to_string(r.from) + message(st, r) + "}";
    const std::string ops = ops_of(st);
    out << (j ? ",\n  " : "\n  ") << "{\"dim\": " << st.dim << ",\n   \"send\": [" << sends
        << "],\n   \"recv\": [" << recvs << "],\n   \"ops\": [" << ops << "]}";
  }
  out << "\n ]\n}\n";
}

}  // namespace cc::schedule
