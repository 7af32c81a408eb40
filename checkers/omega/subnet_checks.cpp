// Buddy subnetworks (Definition 3) and Theorems 5, 6, 7 of Lee and Lin (sections 3.2, 3.3, 4.2),
// against the switch-level network. Enumerate the subnetworks (L, k, q) as the engine's point,
// the paths, path sets and nodes inside; run the paths on the network (the path table); compare
// with what the theorem says; report the least failing case.
#include "checkers/engine/exhaustive.hpp"
#include "checkers/engine/property.hpp"
#include "checkers/omega/common.hpp"
#include "generators/omega.hpp"
#include "spec/models/omega_theorems.hpp"

namespace cc::omega_checks {

namespace {

using omega::PathTable;
using omega::Subnetwork;

Node node(std::int64_t v) { return static_cast<Node>(v); }
std::uint64_t u(unsigned v) { return v; }

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

// (L, k, q): the k-bit subnetwork q and its buddy q xor 1, k in [kmin, L-1].
std::vector<Axis> buddy_axes(std::int64_t Lmax, std::int64_t kmin, std::int64_t kmax) {
  return {{"L", 1, Lmax, 1, omega::kMaxTableL},
          {"k", kmin, kmax, 0, omega::kMaxTableL - 1},
          {"q", 0, (std::int64_t{1} << Lmax) - 1, 0, 255}};
}

bool buddy_admissible(const Point& p) {
  return p[1] < p[0] && p[2] < (std::int64_t{1} << (p[0] - p[1]));
}

Subnetwork sub(const Point& p, bool buddy) {
  return {static_cast<unsigned>(p[0]), static_cast<unsigned>(p[1]), node(p[2]) ^ (buddy ? 1 : 0)};
}

// Definition 3: paths inside C_1 never share a link with paths inside C_2. Every link any C_2
// path uses is collected; a C_1 path must use none of them. planted: the C_1 paths run from C_1
// into C_2 instead (a wrong property).
std::optional<Fields> def3_case(const Point& p, bool planted) {
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
// least Ast(A↓C). `literal`: the replaced paths Path(A,B) and Path(C,D) stay in the set.
// planted: the pairs with the greatest Ast(A↓C) instead.
std::optional<Fields> thm5_case(const Point& p, bool literal, bool planted = false) {
  const auto L = static_cast<unsigned>(p[0]);
  const Subnetwork c1 = sub(p, false), c2 = sub(p, true);
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
std::optional<Fields> thm6_case(const Point& p, bool planted) {
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

// Theorem 7: A, B, E, F in C_1, C in C_2. planted: the hypothesis Ast(C↓E) <= Ast(C↓A).
std::optional<Fields> thm7_case(const Point& p, bool planted) {
  const auto L = static_cast<unsigned>(p[0]);
  const Subnetwork c1 = sub(p, false), c2 = sub(p, true);
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

// Part (3) of the proof of Theorem 7, with Definitions 1 and 2 only.
std::optional<Fields> thm7_step3_case(const Point& p, bool literal) {
  const auto L = static_cast<unsigned>(p[0]), k = static_cast<unsigned>(p[1]);
  const Subnetwork c1 = sub(p, false), c2 = sub(p, true);
  for (Node A = c1.first(); A < c1.first() + c1.size(); ++A)
    for (Node B = c1.first(); B < c1.first() + c1.size(); ++B)
      for (Node C = c2.first(); C < c2.first() + c2.size(); ++C) {
        const unsigned ac = omega::Ast(omega::low_bit(A, C, L)),
                       cb = omega::Ast(omega::high_bit(C, B, L));
        const bool ok = literal ? ac > L - k && cb == k + 1 && ac + cb > L + 1
                                : ac >= L - k && cb == k + 1 && ac + cb > L;
        if (!ok)
          return Fields{{"C_1", omega::to_string(c1)},
                        {"C_2", omega::to_string(c2)},
                        {"A", omega::bit_string(A, L)},
                        {"B", omega::bit_string(B, L)},
                        {"C", omega::bit_string(C, L)},
                        {"A↓C", omega::to_string(omega::low_bit(A, C, L))},
                        {"Ast(A↓C)", u(ac)},
                        {"L-k", u(L - k)},
                        {"Ast(C↑B)", u(cb)}};
      }
  return std::nullopt;
}

// The steps of the proofs of Theorems 5, 6, 7 that state an inequality on Ast, with Definitions
// 1 and 2 only; `planted` raises each bound by one (a wrong step, for the tests).
// Theorem 5, part (1): D in C_2, F in C_1: Ast(D↑F) = k + 1; A != E in C_1: Ast(A↓E) > L - k;
// so Ast(A↓E) + Ast(D↑F) > (L - k) + (k + 1) = L + 1.
std::optional<Fields> thm5_step1_case(const Point& p, bool planted) {
  const auto L = static_cast<unsigned>(p[0]), k = static_cast<unsigned>(p[1]);
  const Subnetwork c1 = sub(p, false), c2 = sub(p, true);
  const unsigned bump = planted ? 1 : 0;
  for (Node D = c2.first(); D < c2.first() + c2.size(); ++D)
    for (Node F = c1.first(); F < c1.first() + c1.size(); ++F) {
      const unsigned df = omega::Ast(omega::high_bit(D, F, L));
      if (df != k + 1 + bump)
        return Fields{{"C_1", omega::to_string(c1)},
                      {"C_2", omega::to_string(c2)},
                      {"D", omega::bit_string(D, L)},
                      {"F", omega::bit_string(F, L)},
                      {"Ast(D↑F)", u(df)},
                      {"k+1", u(k + 1 + bump)}};
    }
  for (Node A = c1.first(); A < c1.first() + c1.size(); ++A)
    for (Node E = c1.first(); E < c1.first() + c1.size(); ++E) {
      if (A == E) continue;
      const unsigned ae = omega::Ast(omega::low_bit(A, E, L));
      if (ae <= L - k + bump)
        return Fields{{"C_1", omega::to_string(c1)},
                      {"A", omega::bit_string(A, L)},
                      {"E", omega::bit_string(E, L)},
                      {"Ast(A↓E)", u(ae)},
                      {"bound", u(L - k + bump)}};
    }
  return std::nullopt;
}

// Theorem 7, part (1): B, F in C_1 and C in C_2: Ast(C↑F) > Ast(B↑F).
std::optional<Fields> thm7_step1_case(const Point& p, bool planted) {
  const auto L = static_cast<unsigned>(p[0]);
  const Subnetwork c1 = sub(p, false), c2 = sub(p, true);
  const unsigned bump = planted ? 1 : 0;
  for (Node B = c1.first(); B < c1.first() + c1.size(); ++B)
    for (Node F = c1.first(); F < c1.first() + c1.size(); ++F) {
      const unsigned bf = omega::Ast(omega::high_bit(B, F, L));
      for (Node C = c2.first(); C < c2.first() + c2.size(); ++C) {
        const unsigned cf = omega::Ast(omega::high_bit(C, F, L));
        if (cf <= bf + bump)
          return Fields{{"C_1", omega::to_string(c1)},
                        {"C_2", omega::to_string(c2)},
                        {"B", omega::bit_string(B, L)},
                        {"F", omega::bit_string(F, L)},
                        {"C", omega::bit_string(C, L)},
                        {"Ast(C↑F)", u(cf)},
                        {"Ast(B↑F)", u(bf)}};
      }
    }
  return std::nullopt;
}

// Theorem 6's proof: A != B, k = Ast(A↓B): k != 0 and Ast(B↑A) = Ast(A↑B) > L - k.
std::optional<Fields> thm6_step_case(const Point& p, bool planted) {
  const auto L = static_cast<unsigned>(p[0]);
  const Node A = node(p[1]);
  for (Node B = 0; B < (Node{1} << L); ++B) {
    if (B == A) continue;
    const unsigned k = omega::Ast(omega::low_bit(A, B, L)),
                   ab = omega::Ast(omega::high_bit(A, B, L)),
                   ba = omega::Ast(omega::high_bit(B, A, L));
    if (k != 0 && ab == ba && ab + k > L + (planted ? 1 : 0)) continue;
    return Fields{{"B", omega::bit_string(B, L)},
                  {"k = Ast(A↓B)", u(k)},
                  {"Ast(A↑B)", u(ab)},
                  {"Ast(B↑A)", u(ba)}};
  }
  return std::nullopt;
}

Checker thm6_step_checker(bool planted) {
  return {"omega.thm6.proof_step", [planted](const RunContext& ctx) {
            const std::int64_t Lmax = per_budget(ctx.budget, 6, 10, 12);
            return run_exhaustive(
                {"omega.thm6.proof_step",
                 {{"L", 1, Lmax, 1, 20}, {"A", 0, (std::int64_t{1} << Lmax) - 1, 0, (1 << 20) - 1}},
                 [](const Point& p) { return p[1] < (std::int64_t{1} << p[0]); },
                 [planted](const Point& p) { return thm6_step_case(p, planted); },
                 [](const Point& p) { return std::uint64_t{1} << p[0]; }},
                ctx);
          }};
}

Checker buddy_checker(const std::string& id, std::int64_t smoke, std::int64_t ci, std::int64_t deep,
                      std::int64_t kmin, std::int64_t kmax,
                      std::function<std::optional<Fields>(const Point&)> fn, int weight_bits) {
  return {id, [=](const RunContext& ctx) {
            const std::int64_t Lmax = per_budget(ctx.budget, smoke, ci, deep);
            return run_exhaustive(
                {id, buddy_axes(Lmax, kmin, std::min(kmax, Lmax - 1)), buddy_admissible, fn,
                 [weight_bits](const Point& p) {
                   return std::uint64_t{1} << std::min<std::int64_t>(62, weight_bits * p[1]);
                 }},
                ctx);
          }};
}

Checker def3_checker(bool planted) {
  return {"omega.def3.buddy_disjoint", [planted](const RunContext& ctx) {
            const std::int64_t Lmax = per_budget(ctx.budget, 5, 8, 8);
            const std::int64_t top = (std::int64_t{1} << Lmax) - 1;
            return run_exhaustive(
                {"omega.def3.buddy_disjoint",
                 {{"L", 1, Lmax, 1, omega::kMaxTableL},
                  {"k", 0, Lmax - 1, 0, omega::kMaxTableL - 1},
                  {"p1", 0, top, 0, 255},
                  {"p2", 0, top, 0, 255}},
                 [](const Point& p) {
                   if (p[1] >= p[0]) return false;
                   const std::int64_t subs = std::int64_t{1} << (p[0] - p[1]);
                   if (p[2] >= subs || p[3] >= subs) return false;
                   const auto L = static_cast<unsigned>(p[0]), k = static_cast<unsigned>(p[1]);
                   return omega::are_buddies({L, k, node(p[2])}, {L, k, node(p[3])});
                 },
                 [planted](const Point& p) { return def3_case(p, planted); },
                 [](const Point& p) { return std::uint64_t{1} << (2 * p[1]); }},
                ctx);
          }};
}

Checker thm6_checker(bool planted) {
  return {"omega.thm6.reverse", [planted](const RunContext& ctx) {
            const std::int64_t Lmax = per_budget(ctx.budget, 6, 10, 12);
            return run_exhaustive(
                {"omega.thm6.reverse",
                 {{"L", 1, Lmax, 1, 20}, {"A", 0, (std::int64_t{1} << Lmax) - 1, 0, (1 << 20) - 1}},
                 [](const Point& p) { return p[1] < (std::int64_t{1} << p[0]); },
                 [planted](const Point& p) { return thm6_case(p, planted); },
                 [](const Point& p) { return std::uint64_t{1} << p[0]; }},
                ctx);
          }};
}

}  // namespace

std::vector<Checker> subnet_checkers() {
  std::vector<Checker> v;
  v.push_back(def3_checker(false));
  v.push_back(buddy_checker(
      "omega.thm5.literal", 3, 4, 6, 0, 2, [](const Point& p) { return thm5_case(p, true); }, 4));
  v.push_back(buddy_checker(
      "omega.thm5.merge", 3, 4, 6, 0, 2, [](const Point& p) { return thm5_case(p, false); }, 4));
  v.push_back({"omega.thm5.large", [](const RunContext& ctx) {
                 const std::int64_t Lmax = per_budget(ctx.budget, 8, 12, 14);
                 return run_property(
                     {"omega.thm5.large", generators::omega_buddy_axes(Lmax),
                      generators::omega_buddies(Lmax), thm5_random, property_cases(ctx.budget)},
                     ctx);
               }});
  v.push_back(thm6_checker(false));
  v.push_back(buddy_checker(
      "omega.thm7.insert", 4, 6, 7, 1, 7, [](const Point& p) { return thm7_case(p, false); }, 5));
  v.push_back(buddy_checker(
      "omega.thm7.proof_step3.literal", 4, 8, 8, 1, 7,
      [](const Point& p) { return thm7_step3_case(p, true); }, 3));
  v.push_back(buddy_checker(
      "omega.thm7.proof_step3.corrected", 4, 8, 8, 1, 7,
      [](const Point& p) { return thm7_step3_case(p, false); }, 3));
  v.push_back(buddy_checker(
      "omega.thm5.proof_step1", 5, 8, 8, 0, 7,
      [](const Point& p) { return thm5_step1_case(p, false); }, 2));
  v.push_back(thm6_step_checker(false));
  v.push_back(buddy_checker(
      "omega.thm7.proof_step1", 5, 8, 8, 0, 7,
      [](const Point& p) { return thm7_step1_case(p, false); }, 3));
  return v;
}

std::vector<Checker> planted_subnet_checkers() {
  std::vector<Checker> v;
  v.push_back(def3_checker(true));
  v.push_back(buddy_checker(
      "omega.thm5.merge", 3, 4, 6, 0, 2, [](const Point& p) { return thm5_case(p, false, true); },
      4));
  v.push_back(thm6_checker(true));
  v.push_back(buddy_checker(
      "omega.thm7.insert", 4, 6, 7, 1, 7, [](const Point& p) { return thm7_case(p, true); }, 5));
  v.push_back(buddy_checker(
      "omega.thm5.proof_step1", 5, 8, 8, 0, 7,
      [](const Point& p) { return thm5_step1_case(p, true); }, 2));
  v.push_back(thm6_step_checker(true));
  v.push_back(buddy_checker(
      "omega.thm7.proof_step1", 5, 8, 8, 0, 7,
      [](const Point& p) { return thm7_step1_case(p, true); }, 3));
  return v;
}

}  // namespace cc::omega_checks
