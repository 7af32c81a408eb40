// The omega family's checkers (Lee and Lin, sections 2-5): the shared tables and the registration
// of every checker.
#include <array>
#include <memory>
#include <mutex>

#include "checkers/omega/common.hpp"

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

std::int64_t per_budget(Budget b, std::int64_t smoke, std::int64_t ci, std::int64_t deep) {
  return b == Budget::smoke ? smoke : b == Budget::ci ? ci : deep;
}

int property_cases(Budget b) { return b == Budget::smoke ? 20 : b == Budget::ci ? 200 : 2000; }

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

}  // namespace cc::omega_checks

namespace cc {

std::vector<Checker> omega_checkers() {
  using namespace omega_checks;
  std::vector<Checker> v;
  for (auto* group :
       {&example_checkers, &theorem_checkers, &proof_checkers, &subnet_checkers, &ring_checkers})
    for (auto& c : (*group)()) v.push_back(std::move(c));
  return v;
}

}  // namespace cc
