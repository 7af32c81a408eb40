// The worked examples of Lee and Lin, transcribed from the text and compared with what the
// definitions compute and the switch-level network does: X↓Y and X↑Y of Definitions 1 and 2
// (section 2.2), Path(2,6)/Path(6,5) after Theorem 1, Path(2,6)/Path(4,5) and Path(2,5)/Path(4,6)
// after Theorem 2, and the ring of {0,2,3,5,6} (section 4.1, Fig. 5; the figure is not in our
// copy, so the intermediate rings are checked against what the text says of them). Also the
// commutativity of ↓ and ↑ that the proof of Theorem 2 uses.
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/common.hpp"
#include "spec/models/omega_theorems.hpp"

namespace cc::omega_checks {

namespace {

Node bits(const char* s) { return *omega::parse_bits(s); }

// A printed pattern against the computed one.
std::optional<Fields> pattern(const std::string& what, const std::string& printed,
                              const omega::BitPattern& computed) {
  if (to_string(computed) == printed) return std::nullopt;
  return Fields{{"pattern", what}, {"printed", printed}, {"computed", to_string(computed)}};
}

// A printed example of Theorems 1 and 2 on the 8 x 8 network: the printed patterns and their Ast
// against Definitions 1 and 2, the printed sum and verdict against the network.
struct PathExample {
  const char *X, *Y, *W, *Z;  // as printed, in binary
  Node x, y, w, z;            // as printed, in decimal (Path(x,y), Path(w,z))
  const char *down, *up;      // printed X↓W and Y↑Z, or nullptr where only Ast is printed
  unsigned ast_down, ast_up;  // printed
  bool disjoint;              // printed verdict
};

std::optional<Fields> path_example(const PathExample& e) {
  const unsigned L = 3;
  if (bits(e.X) != e.x || bits(e.Y) != e.y || bits(e.W) != e.w || bits(e.Z) != e.z)
    return Fields{{"defect", "the binary and decimal addresses differ"}};
  const auto down = omega::low_bit(e.x, e.w, L), up = omega::high_bit(e.y, e.z, L);
  if (e.down)
    if (auto bad = pattern(std::string(e.X) + "↓" + e.W, e.down, down)) return bad;
  if (e.up)
    if (auto bad = pattern(std::string(e.Y) + "↑" + e.Z, e.up, up)) return bad;
  if (omega::Ast(down) != e.ast_down || omega::Ast(up) != e.ast_up)
    return Fields{
        {"X↓W", to_string(down)},
        {"Y↑Z", to_string(up)},
        {"printed Ast(X↓W) + Ast(Y↑Z)",
         std::to_string(e.ast_down) + " + " + std::to_string(e.ast_up)},
        {"computed", std::to_string(omega::Ast(down)) + " + " + std::to_string(omega::Ast(up))}};
  const omega::OmegaNetwork net(L);
  const auto shared = omega::shared_links(net.route(e.x, e.y), net.route(e.w, e.z));
  const bool formula = e.ast_down + e.ast_up > L;
  if (shared.empty() != e.disjoint || formula != e.disjoint)
    return Fields{{"paths", omega::path_name(e.x, e.y) + " " + omega::path_name(e.w, e.z)},
                  {"printed", e.disjoint ? "disjoint" : "conflict"},
                  {"theorem 1", formula ? "disjoint" : "conflict"},
                  {"network", omega::network_verdict(shared)}};
  return std::nullopt;
}

// Records the holdings after every level.
struct Levels : omega::RingObserver {
  std::vector<std::vector<omega::Holding>> held;
  void after_level(unsigned, const std::vector<omega::Holding>& h) override { held.push_back(h); }
};

}  // namespace

std::optional<Fields> def1_example(const Point&) {
  return pattern("000101↓001101", "***101", omega::low_bit(bits("000101"), bits("001101"), 6));
}

std::optional<Fields> def2_example(const Point&) {
  return pattern("000101↑001101", "00****", omega::high_bit(bits("000101"), bits("001101"), 6));
}

// Printed: Ast(X↓W) + Ast(Y↑Z) = 2 + 1; corrected: 1 + 2.
std::optional<Fields> conflict_2_6_6_5(const Point&, Read read) {
  const unsigned down = read == Read::corrected ? 1 : 2, up = read == Read::corrected ? 2 : 1;
  return path_example({"010", "110", "110", "101", 2, 6, 6, 5, "*10", "1**", down, up, false});
}

std::optional<Fields> disjoint_2_6_4_5(const Point&) {
  return path_example({"010", "110", "100", "101", 2, 6, 4, 5, nullptr, nullptr, 2, 2, true});
}

std::optional<Fields> disjoint_2_5_4_6(const Point&) {
  return path_example({"010", "101", "100", "110", 2, 5, 4, 6, nullptr, nullptr, 2, 2, true});
}

std::optional<Fields> fig5_ring(const omega::RingConstruction& c, const Point&) {
  const std::vector<Node> selected{0, 2, 3, 5, 6};
  const omega::Ring printed{0, 3, 2, 5, 6};
  const omega::OmegaNetwork net(3);
  omega::ChoiceEnumerator e;
  do {
    Levels levels;
    const omega::Ring r = c.build(3, selected, e, &levels);
    Fields where{{"tie-breaks", e.text()}};
    auto fail = [&](Fields f) {
      for (auto& x : f) where.push_back(std::move(x));
      return where;
    };
    if (levels.held.size() != 3)
      return fail({{"printed", "3 steps"},
                   {"executed", std::to_string(levels.held.size()) + " levels reported"}});
    // Step 3 merges the rings of the two 2-bit subnetworks.
    const auto& two = levels.held[1];
    if (two.size() != 2 || two[0].ring.size() < 2 || two[1].ring.size() < 2 ||
        two[0].where.prefix != 0 || two[1].where.prefix != 1) {
      std::string held;
      for (const auto& h : two)
        held += (held.empty() ? "" : "; ") + omega::to_string(h.where) + ": " +
                omega::to_string(h.ring);
      return fail(
          {{"printed", "after step 2, one ring in each 2-bit subnetwork"}, {"executed", held}});
    }
    if (r != printed)
      return fail({{"printed", omega::to_string(printed)}, {"executed", omega::to_string(r)}});
    std::vector<omega::Path> paths;
    for (std::size_t i = 0; i < r.size(); ++i) paths.push_back(net.route(r[i], r[(i + 1) % 5]));
    if (auto conflict = omega::step_conflict(paths))
      return fail(
          {{"conflict",
            omega::path_name(paths[conflict->first].source, paths[conflict->first].dest) + " " +
                omega::path_name(paths[conflict->second].source, paths[conflict->second].dest)},
           {"shared link", omega::to_string(conflict->link)}});
  } while (e.next());
  return std::nullopt;
}

// ↓ and ↑ commute; planted: X↓Y against Y↑X (a wrong identity).
std::optional<Fields> commutative_case(const Point& p, Read read) {
  const bool planted = read == Read::planted;
  const auto L = static_cast<unsigned>(p[0]);
  const Node X = static_cast<Node>(p[1]);
  for (Node Y = 0; Y < (Node{1} << L); ++Y) {
    if (planted && omega::low_bit(X, Y, L) != omega::high_bit(Y, X, L))
      return Fields{{"Y", Y},
                    {"X↓Y", to_string(omega::low_bit(X, Y, L))},
                    {"Y↑X", to_string(omega::high_bit(Y, X, L))}};
    if (omega::low_bit(X, Y, L) != omega::low_bit(Y, X, L))
      return Fields{{"Y", Y},
                    {"X↓Y", to_string(omega::low_bit(X, Y, L))},
                    {"Y↓X", to_string(omega::low_bit(Y, X, L))}};
    if (omega::high_bit(X, Y, L) != omega::high_bit(Y, X, L))
      return Fields{{"Y", Y},
                    {"X↑Y", to_string(omega::high_bit(X, Y, L))},
                    {"Y↑X", to_string(omega::high_bit(Y, X, L))}};
  }
  return std::nullopt;
}

// The number of k-bit subnetworks, counted as the distinct high L-k bits of the nodes, against
// 2^{k-k} as printed (literal) or 2^{L-k}.
std::optional<Fields> subnetwork_count(const Point& p, Read read) {
  const bool literal = read != Read::corrected;
  const auto L = static_cast<unsigned>(p[0]), k = static_cast<unsigned>(p[1]);
  std::uint64_t count = 0;
  Node last = 0;
  for (Node x = 0; x < (Node{1} << L); ++x) {
    const Node prefix = omega::subnetwork_of(x, k, L).prefix;
    if (x == 0 || prefix != last) ++count;
    last = prefix;
  }
  const std::uint64_t printed = std::uint64_t{1} << (literal ? k - k : L - k);
  if (count != printed)
    return Fields{{literal ? "2^{k-k}" : "2^{L-k}", printed}, {"k-bit subnetworks", count}};
  if (literal) return std::nullopt;
  // Corrected, also node by node: each k-bit subnetwork has 2^k nodes (2 at k = 1), its two
  // halves are buddy (k-1)-bit subnetworks (Definition 3, every node), the L-bit one is the whole
  // network.
  std::vector<std::uint64_t> nodes(static_cast<std::size_t>(printed), 0);
  for (Node x = 0; x < (Node{1} << L); ++x) {
    const omega::Subnetwork c = omega::subnetwork_of(x, k, L);
    ++nodes[c.prefix];
    // Definition 3 for the halves of c: x's half is a (k-1)-bit subnetwork; the node that differs
    // from x only in the k-th bit from the low end lies in the other half, and both halves in c.
    const omega::Subnetwork mine = omega::subnetwork_of(x, k - 1, L);
    const omega::Subnetwork other{L, k - 1, mine.prefix ^ 1};
    const Node y = x ^ (Node{1} << (k - 1));
    if (!other.contains(y) || (other.prefix >> 1) != c.prefix || (mine.prefix >> 1) != c.prefix)
      return Fields{{"subnetwork", omega::to_string(c)},
                    {"node", x},
                    {"defect", "its halves are not buddies (Definition 3)"}};
  }
  for (Node q = 0; q < printed; ++q)
    if (nodes[q] != (std::uint64_t{1} << k))
      return Fields{{"subnetwork", omega::to_string(omega::Subnetwork{L, k, q})},
                    {"nodes", nodes[q]},
                    {"2^k", std::uint64_t{1} << k}};
  if (k == L && printed != 1)
    return Fields{{"L-bit subnetworks", printed}, {"defect", "not the whole network"}};
  return std::nullopt;
}

}  // namespace cc::omega_checks
