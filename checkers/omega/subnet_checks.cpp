// Buddy subnetworks (Definition 3) and Theorems 5, 6, 7 of Lee and Lin (sections 3.2, 3.3, 4.2),
// against the switch-level network. At a point (L, k, q) of the claim's domain (domains.hpp),
// enumerate the paths, path sets and nodes inside the subnetworks; run the paths on the network
// (the path table); compare with what the theorem says; report the least failing case.
#include <algorithm>

#include "checkers/omega/checkers.hpp"
#include "checkers/omega/common.hpp"
#include "generators/omega.hpp"
#include "spec/models/omega_theorems.hpp"

namespace cc::omega_checks {

namespace {

using omega::PathTable;
using omega::Subnetwork;

struct PairConflict {
  std::size_t i, j;  // positions in the list, i < j
  omega::Link link;
};

// The first pair of the list (in the order j, then i) that shares a link, and the least such
// link: the paths are set up one after another and the first one that finds a link taken fails.
std::optional<PairConflict> first_conflict(const PathTable& T,
                                           const std::vector<std::size_t>& paths) {
  const std::size_t w = T.words();
  std::vector<std::uint64_t> acc(w, 0);
  for (std::size_t j = 0; j < paths.size(); ++j) {
    const std::uint64_t* s = T.link_set(paths[j]);
    bool hit = false;
    for (std::size_t x = 0; x < w; ++x) hit = hit || (acc[x] & s[x]);
    if (hit) {
      for (std::size_t i = 0; i < j; ++i) {
        const std::uint64_t* t = T.link_set(paths[i]);
        for (std::size_t x = 0; x < w; ++x)
          if (s[x] & t[x]) {
            const std::uint64_t b =
                x * 64 + static_cast<std::uint64_t>(__builtin_ctzll(s[x] & t[x]));
            return PairConflict{i, j, {static_cast<unsigned>(b / T.N()), b % T.N()}};
          }
      }
    }
    for (std::size_t x = 0; x < w; ++x) acc[x] |= s[x];
  }
  return std::nullopt;
}

std::string paths_text(const PathTable& T, const std::vector<std::size_t>& paths) {
  std::string s = "{";
  for (std::size_t i = 0; i < paths.size(); ++i)
    s += (i ? ", " : "") + omega::path_name(paths[i] / T.N(), paths[i] % T.N());
  return s + "}";
}

std::string pair_text(const PathTable& T, std::size_t a, std::size_t b) {
  return omega::path_name(a / T.N(), a % T.N()) + " " + omega::path_name(b / T.N(), b % T.N());
}

// Definition 3: paths inside C_1 never share a link with paths inside C_2. Every link any C_2
// path uses is collected; a C_1 path must use none of them. planted: the C_1 paths run from C_1
// into C_2 instead (a wrong property).
}  // namespace

std::optional<Fields> def3_case(const Point& p, Read read) {
  const bool planted = read == Read::planted;
  const auto L = static_cast<unsigned>(p[0]);
  const Subnetwork c1{L, static_cast<unsigned>(p[1]), node(p[2])},
      c2{L, static_cast<unsigned>(p[1]), node(p[3])};
  const PathTable& T = path_table(L);
  std::vector<std::uint64_t> used(T.words(), 0);
  for (Node W = c2.first(); W < c2.first() + c2.size(); ++W)
    for (Node Z = c2.first(); Z < c2.first() + c2.size(); ++Z)
      for (std::size_t x = 0; x < T.words(); ++x) used[x] |= T.link_set(T.index(W, Z))[x];
  const Subnetwork ends = planted ? c2 : c1;
  for (Node X = c1.first(); X < c1.first() + c1.size(); ++X)
    for (Node Y = ends.first(); Y < ends.first() + ends.size(); ++Y) {
      const std::size_t a = T.index(X, Y);
      bool hit = false;
      for (std::size_t x = 0; x < T.words(); ++x) hit = hit || (used[x] & T.link_set(a)[x]);
      if (!hit) continue;
      for (Node W = c2.first(); W < c2.first() + c2.size(); ++W)
        for (Node Z = c2.first(); Z < c2.first() + c2.size(); ++Z)
          if (auto c = first_conflict(T, {a, T.index(W, Z)}))
            return Fields{{"C_1", omega::to_string(c1)},
                          {"C_2", omega::to_string(c2)},
                          {"paths", pair_text(T, a, T.index(W, Z))},
                          {"shared link", omega::to_string(c->link)}};
    }
  return std::nullopt;
}

namespace {

// Every set of pairwise disjoint paths with both ends in C, as path indices (the empty set
// excluded), in a fixed order.
std::vector<std::vector<std::size_t>> disjoint_sets(const PathTable& T, const Subnetwork& c) {
  std::vector<std::size_t> paths;
  for (Node X = c.first(); X < c.first() + c.size(); ++X)
    for (Node Y = c.first(); Y < c.first() + c.size(); ++Y) paths.push_back(T.index(X, Y));
  std::vector<std::vector<std::size_t>> out;
  std::vector<std::size_t> cur;
  auto rec = [&](auto&& self, std::size_t from) -> void {
    for (std::size_t i = from; i < paths.size(); ++i) {
      cur.push_back(paths[i]);
      if (!first_conflict(T, cur)) {
        out.push_back(cur);
        self(self, i + 1);
      }
      cur.pop_back();
    }
  };
  rec(rec, 0);
  return out;
}

// Theorem 5 over every pair of disjoint path sets of C_1 and C_2 and every pair (A, C) with the
}  // namespace

// least Ast(A↓C). `printed`: the replaced paths Path(A,B) and Path(C,D) stay in the set.
// planted: the pairs with the greatest Ast(A↓C) instead (the replaced paths left out).
std::optional<Fields> thm5_case(const Point& p, Read read) {
  const bool literal = read == Read::printed, planted = read == Read::planted;
  const auto L = static_cast<unsigned>(p[0]);
  const Subnetwork c1 = subnetwork(p, false), c2 = subnetwork(p, true);
  const PathTable& T = path_table(L);
  const AstTable& ast = ast_table(L);
  const Node N = T.N();
  const auto sets1 = disjoint_sets(T, c1), sets2 = disjoint_sets(T, c2);
  for (const auto& P1 : sets1)
    for (const auto& P2 : sets2) {
      unsigned least = planted ? 0 : L + 1;
      for (std::size_t a : P1)
        for (std::size_t c : P2) {
          const unsigned x = ast.down[(a / N) * N + c / N];
          least = planted ? std::max(least, x) : std::min(least, x);
        }
      for (std::size_t ab : P1)
        for (std::size_t cd : P2) {
          const Node A = ab / N, B = ab % N, C = cd / N, D = cd % N;
          if (ast.down[A * N + C] != least) continue;
          std::vector<std::size_t> all{T.index(A, D), T.index(C, B)};
          for (std::size_t x : P1)
            if (literal || x != ab) all.push_back(x);
          for (std::size_t x : P2)
            if (literal || x != cd) all.push_back(x);
          if (auto c = first_conflict(T, all))
            return Fields{{"C_1", omega::to_string(c1)},
                          {"C_2", omega::to_string(c2)},
                          {"{Path1}", paths_text(T, P1)},
                          {"{Path2}", paths_text(T, P2)},
                          {"A", A},
                          {"B", B},
                          {"C", C},
                          {"D", D},
                          {"conflict", pair_text(T, all[c->i], all[c->j])},
                          {"shared link", omega::to_string(c->link)}};
        }
    }
  return std::nullopt;
}

// Theorem 5 on a random instance of larger subnetworks, routed directly on the network.
std::optional<Fields> thm5_random(const Point& p) {
  const auto L = static_cast<unsigned>(p[0]), k = static_cast<unsigned>(p[1]);
  const omega::OmegaNetwork net(L);
  const Subnetwork c1{L, k, node(p[2])}, c2{L, k, node(p[2]) ^ 1};
  const auto seed = static_cast<std::uint64_t>(p[3]);
  const auto P1 = generators::omega_random_disjoint_paths(net, c1, seed);
  const auto P2 = generators::omega_random_disjoint_paths(net, c2, seed + 1);
  if (P1.empty() || P2.empty()) return std::nullopt;
  unsigned least = L + 1;
  for (const auto& [X, Y] : P1)
    for (const auto& [W, Z] : P2) least = std::min(least, omega::Ast(omega::low_bit(X, W, L)));
  std::vector<std::pair<std::size_t, std::size_t>> candidates;
  for (std::size_t i = 0; i < P1.size(); ++i)
    for (std::size_t j = 0; j < P2.size(); ++j)
      if (omega::Ast(omega::low_bit(P1[i].first, P2[j].first, L)) == least)
        candidates.emplace_back(i, j);
  const auto [i, j] = candidates[static_cast<std::size_t>(p[4]) % candidates.size()];
  const auto [A, B] = P1[i];
  const auto [C, D] = P2[j];
  std::vector<omega::Path> all{net.route(A, D), net.route(C, B)};
  for (std::size_t x = 0; x < P1.size(); ++x)
    if (x != i) all.push_back(net.route(P1[x].first, P1[x].second));
  for (std::size_t x = 0; x < P2.size(); ++x)
    if (x != j) all.push_back(net.route(P2[x].first, P2[x].second));
  if (auto c = omega::step_conflict(all))
    return Fields{{"A", A},
                  {"B", B},
                  {"C", C},
                  {"D", D},
                  {"|Path1|", static_cast<std::uint64_t>(P1.size())},
                  {"|Path2|", static_cast<std::uint64_t>(P2.size())},
                  {"conflict", omega::path_name(all[c->first].source, all[c->first].dest) + " " +
                                   omega::path_name(all[c->second].source, all[c->second].dest)},
                  {"shared link", omega::to_string(c->link)}};
  return std::nullopt;
}

// Theorem 6: Path(A,B) and Path(B,A) for every B != A, routed on the network. planted: Path(A,B)
// and Path(B, A xor 1) (a wrong theorem).
std::optional<Fields> thm6_case(const Point& p, Read read) {
  const bool planted = read == Read::planted;
  const auto L = static_cast<unsigned>(p[0]);
  const Node A = node(p[1]);
  const omega::OmegaNetwork net(L);
  for (Node B = 0; B <= net.max_node(); ++B) {
    if (B == A) continue;
    const Node back = planted ? A ^ 1 : A;
    const auto shared = omega::shared_links(net.route(A, B), net.route(B, back));
    if (!shared.empty())
      return Fields{{"B", B},
                    {"paths", omega::path_name(A, B) + " " + omega::path_name(B, back)},
                    {"network", omega::network_verdict(shared)}};
  }
  return std::nullopt;
}

// Theorem 5 reduced to its instances of at most three paths (docs/coverage/omega.md, P1): the
// hypotheses (each set pairwise disjoint, (A, C) of least Ast(A↓C) among the pairs of sources)
// hold for every subset that keeps Path(A,B) and Path(C,D), and the conclusion is pairwise, so a
// counterexample keeps failing with only its failing pair's paths: (a) Path(A,D) and Path(C,B)
// share no link, for every A, B in C_1 and C, D in C_2; (b) for every Path(E,F) of C_1 disjoint
// from Path(A,B) (so E != A) with Ast(A↓C) <= Ast(E↓C), Path(A,D) and Path(C,B) share no link with
// it (a path of C_2 against them is (b) for the ordered pair (C_2, C_1); two paths of different
// subnetworks are Definition 3's, omega.def3.buddy_disjoint). XOR-ing every address with one c
// keeps every conflict and every Ast (omega.model.xor_symmetry): it maps the buddy pair (q, q xor
// 1) onto (0, 1) with c's high bits, and within C_1 any node onto node 0 with its low bits, so A
// = 0 in (a) and E = 0 in (b) cover every instance. planted: the greatest Ast(A↓C) instead.
std::optional<Fields> thm5_reduced_case(const Point& p, Read read) {
  const bool planted = read == Read::planted;
  const auto L = static_cast<unsigned>(p[0]), k = static_cast<unsigned>(p[1]);
  const omega::Subnetwork c1{L, k, 0}, c2{L, k, 1};
  const PathTable& T = path_table(L);
  const AstTable& ast = ast_table(L);
  const Node N = T.N(), K = c1.size(), lo2 = c2.first(), hi2 = lo2 + K;
  auto fail = [&](const char* part, Node A, Node B, Node C, Node D, std::optional<Node> E,
                  std::optional<Node> F, std::size_t x, std::size_t y) {
    Fields f{{"part", part}, {"C_1", omega::to_string(c1)}, {"C_2", omega::to_string(c2)},
             {"A", A},       {"B", B},                      {"C", C},
             {"D", D}};
    if (E) f.push_back({"E", *E});
    if (F) f.push_back({"F", *F});
    f.push_back({"conflict", pair_text(T, x, y)});
    return f;
  };
  // (a), A = 0.
  for (Node B = 0; B < K; ++B)
    for (Node C = lo2; C < hi2; ++C)
      for (Node D = lo2; D < hi2; ++D)
        if (T.conflict(T.index(0, D), T.index(C, B)))
          return fail("(a) Path(A,D) and Path(C,B)", 0, B, C, D, std::nullopt, std::nullopt,
                      T.index(0, D), T.index(C, B));
  // (b), E = 0.
  constexpr Node E = 0;
  for (Node A = 1; A < K; ++A)
    for (Node C = lo2; C < hi2; ++C) {
      const unsigned a = ast.down[A * N + C], e = ast.down[E * N + C];
      if (planted ? a < e : a > e) continue;
      for (Node F = 0; F < K; ++F) {
        const std::size_t ef = T.index(E, F);
        std::optional<Node> some_b;
        for (Node B = 0; B < K; ++B) {
          if (T.conflict(T.index(A, B), ef)) continue;
          if (!some_b) some_b = B;
          if (T.conflict(T.index(C, B), ef))
            return fail("(b) Path(C,B) and Path(E,F)", A, B, C, lo2, E, F, T.index(C, B), ef);
        }
        if (!some_b) continue;
        for (Node D = lo2; D < hi2; ++D)
          if (T.conflict(T.index(A, D), ef))
            return fail("(b) Path(A,D) and Path(E,F)", A, *some_b, C, D, E, F, T.index(A, D), ef);
      }
    }
  return std::nullopt;
}

// The XOR symmetry of the network: for the mask c, every path's link at each stage moves by one
// mask m_s(c) (the link of Path(c, c) against Path(0, 0)), so conflicts are kept, and Ast(X↓W)
// and Ast(X↑W) are kept; read from the routed table, not from the paper's address formula.
// planted: a mask that depends on the path (X's low bit flipped into stage 0's link).
std::optional<Fields> xor_symmetry_case(const Point& p, Read read) {
  const bool planted = read == Read::planted;
  const auto L = static_cast<unsigned>(p[0]);
  const Node c = node(p[1]);
  const PathTable& T = path_table(L);
  const AstTable& ast = ast_table(L);
  const Node N = T.N();
  std::vector<Node> mask(L + 1);
  for (unsigned s = 0; s <= L; ++s) mask[s] = T.address(T.index(c, c), s) ^ T.address(0, s);
  for (Node X = 0; X < N; ++X)
    for (Node Y = 0; Y < N; ++Y) {
      const std::size_t i = T.index(X, Y), j = T.index(X ^ c, Y ^ c);
      for (unsigned s = 0; s <= L; ++s) {
        const Node want = T.address(i, s) ^ mask[s] ^ (planted && s == 0 ? (X & 1) : 0);
        if (T.address(j, s) != want)
          return Fields{{"X", X},
                        {"Y", Y},
                        {"stage", static_cast<std::uint64_t>(s)},
                        {"link of Path(X,Y)", T.address(i, s)},
                        {"link of Path(X^c,Y^c)", T.address(j, s)},
                        {"expected", want}};
      }
      if (ast.down[(X ^ c) * N + (Y ^ c)] != ast.down[X * N + Y] ||
          ast.up[(X ^ c) * N + (Y ^ c)] != ast.up[X * N + Y])
        return Fields{{"X", X}, {"W", Y}, {"Ast", "changed by the mask"}};
    }
  return std::nullopt;
}

// Theorem 7: A, B, E, F in C_1, C in C_2. planted: the hypothesis Ast(C↓E) <= Ast(C↓A).
std::optional<Fields> thm7_case(const Point& p, Read read) {
  const bool planted = read == Read::planted;
  const auto L = static_cast<unsigned>(p[0]);
  const Subnetwork c1 = subnetwork(p, false), c2 = subnetwork(p, true);
  const PathTable& T = path_table(L);
  const AstTable& ast = ast_table(L);
  const Node N = T.N(), lo1 = c1.first(), hi1 = lo1 + c1.size();
  for (Node A = lo1; A < hi1; ++A)
    for (Node B = lo1; B < hi1; ++B)
      for (Node E = lo1; E < hi1; ++E)
        for (Node F = lo1; F < hi1; ++F) {
          const std::size_t ef = T.index(E, F);
          if (T.conflict(T.index(A, B), ef)) continue;
          for (Node C = c2.first(); C < c2.first() + c2.size(); ++C) {
            if (planted ? ast.down[C * N + E] > ast.down[C * N + A]
                        : ast.down[C * N + E] < ast.down[C * N + A])
              continue;
            const std::size_t ac = T.index(A, C), cb = T.index(C, B);
            if (!T.conflict(ac, cb) && !T.conflict(ac, ef) && !T.conflict(cb, ef)) continue;
            const std::vector<std::size_t> all{ac, cb, ef};
            if (auto c = first_conflict(T, all))
              return Fields{{"C_1", omega::to_string(c1)},
                            {"C_2", omega::to_string(c2)},
                            {"A", A},
                            {"B", B},
                            {"E", E},
                            {"F", F},
                            {"C", C},
                            {"conflict", pair_text(T, all[c->i], all[c->j])},
                            {"shared link", omega::to_string(c->link)}};
          }
        }
  return std::nullopt;
}

}  // namespace cc::omega_checks
