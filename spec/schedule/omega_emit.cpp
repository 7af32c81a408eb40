#include "spec/schedule/omega_emit.hpp"

#include <stdexcept>

namespace cc::schedule {

namespace {

void require_L(unsigned L) {
  if (L < 1 || L > 63)
    throw std::invalid_argument("omega documents have 1 <= L <= 63 (nodes are JSON integers)");
}

template <class List, class Write>
std::string list(const List& xs, Write&& write) {
  std::string s;
  for (const auto& x : xs) s += (s.empty() ? "" : ", ") + write(x);
  return "[" + s + "]";
}

std::string pair_text(const std::pair<omega::Node, omega::Node>& p) {
  return "[" + std::to_string(p.first) + ", " + std::to_string(p.second) + "]";
}

std::string node_text(omega::Node x) { return std::to_string(x); }

// A JSON string's contents (a variant's summary is free text).
std::string escaped(const std::string& s) {
  std::string out;
  for (char ch : s) {
    const auto u = static_cast<unsigned char>(ch);
    if (ch == '"' || ch == '\\') {
      out += '\\';
      out += ch;
    } else if (u < 0x20) {
      static const char hex[] = "0123456789abcdef";
      out += "\\u00";
      out += hex[u >> 4];
      out += hex[u & 15];
    } else {
      out += ch;
    }
  }
  return out;
}

}  // namespace

omega::Ring emit_ring(std::ostream& out, const omega::RingConstruction& c, unsigned L,
                      const std::vector<omega::Node>& nodes, omega::Chooser& chooser,
                      const std::string& name) {
  require_L(L);
  omega::Ring ring = c.build(L, nodes, chooser, nullptr);
  out << "{\"format\": \"collcheck-schedule/1\", \"name\": \"" << name << "\",\n"
      << " \"comment\": \"the ring of Lee and Lin, section 4.1 (variant " << escaped(c.name())
      << ": " << escaped(c.summary())
      << "), written by collcheck simulate omega --emit-schedule\",\n"
      << " \"model\": {\"name\": \"omega\", \"L\": " << L << "},\n"
      << " \"collective\": {\"kind\": \"ring\", \"nodes\": " << list(nodes, node_text) << "},\n"
      << " \"ring\": " << list(ring, node_text) << "\n}\n";
  return ring;
}

void emit_paths(std::ostream& out, unsigned L,
                const std::vector<std::pair<omega::Node, omega::Node>>& paths,
                const std::string& name) {
  require_L(L);
  const std::string p = list(paths, pair_text);
  out << "{\"format\": \"collcheck-schedule/1\", \"name\": \"" << name << "\",\n"
      << " \"comment\": \"paths set up at once (Lee and Lin, section 3.1), written by collcheck "
         "simulate omega --paths --emit-schedule\",\n"
      << " \"model\": {\"name\": \"omega\", \"L\": " << L << "},\n"
      << " \"collective\": {\"kind\": \"paths\", \"pairs\": " << p << "},\n"
      << " \"steps\": [{\"paths\": " << p << "}]\n}\n";
}

}  // namespace cc::schedule
