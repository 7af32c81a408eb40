// Shared pieces of the omega checkers (common.hpp): the run's ring construction, the tables of
// small networks, and how the checks write sets and subnetworks; with as_read (checkers.hpp).
#include "checkers/omega/common.hpp"

#include <array>
#include <memory>
#include <mutex>

#include "checkers/omega/checkers.hpp"

namespace cc::omega_checks {

const omega::RingConstruction& construction(const RunContext& ctx) {
  static const auto paper = omega::find_ring_construction("paper");
  if (ctx.variant.empty()) return *paper;
  return *omega::find_ring_construction(ctx.variant);
}

const omega::PathTable& path_table(unsigned L) {
  static std::array<std::once_flag, omega::kMaxTableL + 1> once;
  static std::array<std::unique_ptr<omega::PathTable>, omega::kMaxTableL + 1> tables;
  std::call_once(once.at(L), [L] { tables[L] = std::make_unique<omega::PathTable>(L); });
  return *tables[L];
}

const AstTable& ast_table(unsigned L) {
  static std::array<std::once_flag, omega::kMaxTableL + 1> once;
  static std::array<AstTable, omega::kMaxTableL + 1> tables;
  std::call_once(once.at(L), [L] {
    const Node N = Node{1} << L;
    AstTable& t = tables[L];
    t.down.resize(static_cast<std::size_t>(N * N));
    t.up.resize(static_cast<std::size_t>(N * N));
    for (Node a = 0; a < N; ++a)
      for (Node b = 0; b < N; ++b) {
        t.down[a * N + b] = static_cast<std::uint8_t>(omega::Ast(omega::low_bit(a, b, L)));
        t.up[a * N + b] = static_cast<std::uint8_t>(omega::Ast(omega::high_bit(a, b, L)));
      }
  });
  return tables[L];
}

omega::Subnetwork subnetwork(const Point& p, bool buddy) {
  return {static_cast<unsigned>(p[0]), static_cast<unsigned>(p[1]), node(p[2]) ^ (buddy ? 1 : 0)};
}

std::string set_text(const std::vector<Node>& nodes) {
  std::string s = "{";
  for (std::size_t i = 0; i < nodes.size(); ++i) s += (i ? ", " : "") + std::to_string(nodes[i]);
  return s + "}";
}

std::vector<Node> nodes_of(std::uint64_t mask) {
  std::vector<Node> v;
  for (unsigned x = 0; x < 64; ++x)
    if ((mask >> x) & 1) v.push_back(x);
  return v;
}

Fields joined(Fields head, const Fields& tail) {
  for (const auto& x : tail) head.push_back(x);
  return head;
}

kit::Bind as_read(ReadCase fn, Read r) {
  return
      [fn, r](const RunContext&) -> CaseFn { return [fn, r](const Point& p) { return fn(p, r); }; };
}

}  // namespace cc::omega_checks
