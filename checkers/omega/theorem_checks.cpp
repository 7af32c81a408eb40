// Theorems 1-4 of Lee and Lin (sections 3.1, 3.2), against the switch-level network: at a point
// (L, X, Y, ...) of the claim's domain (domains.hpp), loop over every second path, compare what
// the network does (the path table: links found by routing) with the theorem's formula
// (Definitions 1 and 2), report the least failing pair in the order (L, X, Y, W, Z).
//
// Theorem 1 is checked under the four readings of "disjoint" (omega.hpp, LinkReading): the
// model's (every link), the proof's (stages 0..L-1), the text's (stages 1..L) and the shuffle
// wiring only (stages 1..L-1); each reading as printed and with its correction.
//
// Two steps of the arguments are checked on their own: the switch rule before Theorem 1 (two
// paths on different inputs of one switch) against the switches the paths cross, and the count
// of common low bits in the proof of Theorem 3.
#include <array>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "checkers/omega/checkers.hpp"
#include "checkers/omega/common.hpp"
#include "checkers/omega/domains.hpp"
#include "spec/models/omega_theorems.hpp"

namespace cc::omega_checks {

namespace {

using omega::LinkReading;
using omega::PathTable;

Fields with_first(Fields head, const std::optional<Fields>& tail) {
  if (tail)
    for (const auto& f : *tail) head.push_back(f);
  return head;
}

}  // namespace

// The proof's addresses: stage i of Path(X,Y) (the link entering stage i, stage i-1 in the
// model's numbering) against x_i .. x_L y_1 .. y_{i-1}.
std::optional<Fields> thm1_addresses(const Point& p) {
  const auto L = static_cast<unsigned>(p[0]);
  const Node X = node(p[1]);
  const omega::OmegaNetwork net(L);
  std::vector<Node> links;
  for (Node Y = 0; Y <= net.max_node(); ++Y) {
    net.route_links(X, Y, links);
    for (unsigned i = 1; i <= L; ++i) {
      const Node formula = ((X << (i - 1)) | (Y >> (L - i + 1))) & net.max_node();
      if (links[i - 1] != formula)
        return Fields{{"Y", Y},
                      {"i", static_cast<std::uint64_t>(i)},
                      {"proof", omega::bit_string(formula, L)},
                      {"network", omega::bit_string(links[i - 1], L)}};
    }
  }
  return std::nullopt;
}

namespace {

// Path(X, Y) of a point (L, X, Y) against every Path(W, Z): the tables every reading of Theorem 1
// loops over, and the path's own packed links (plo: stages 0..L-1, phi: the output link).
struct PairScan {
  explicit PairScan(const Point& p)
      : L(static_cast<unsigned>(p[0])),
        X(node(p[1])),
        Y(node(p[2])),
        T(path_table(L)),
        A(ast_table(L)),
        N(T.N()),
        self(T.index(X, Y)),
        plo(T.packed(self)),
        phi(T.output(self)) {}
  unsigned L;
  Node X, Y;
  const PathTable& T;
  const AstTable& A;
  Node N;
  std::size_t self;
  std::uint64_t plo;
  std::uint8_t phi;
};

}  // namespace

namespace {

std::optional<Fields> thm1_case(const Point& p, LinkReading r, bool corrected) {
  const PairScan scan(p);
  const auto L = scan.L;
  const Node X = scan.X, Y = scan.Y, N = scan.N;
  const PathTable& T = scan.T;
  const AstTable& A = scan.A;
  const std::uint64_t plo = scan.plo, ignore = omega::ignore_mask(L, r);
  const std::uint8_t phi = scan.phi;
  const unsigned use_out = omega::counts(r, L, L) ? 1 : 0;
  const unsigned fix_out = corrected && !use_out ? 1 : 0;
  const unsigned fix_in = corrected && !omega::counts(r, 0, L) ? 1 : 0;
  const std::uint8_t* up = &A.up[Y * N];
  for (Node W = 0; W < N; ++W) {
    const unsigned ad = A.down[X * N + W];
    const std::uint64_t* qlo = T.packed() + W * N;
    const std::uint8_t* qhi = T.output() + W * N;
    auto mismatch = [&](Node Z) -> unsigned {
      const unsigned conflict = (omega::has_zero_byte((plo ^ qlo[Z]) | ignore) ? 1u : 0u) |
                                (use_out & (phi == qhi[Z] ? 1u : 0u));
      unsigned disjoint = ad + up[Z] > L ? 1u : 0u;
      disjoint |= fix_out & (ad == L ? 1u : 0u);
      disjoint |= fix_in & (up[Z] == L ? 1u : 0u);
      return conflict == disjoint ? 1u : 0u;  // the theorem: conflict == !disjoint
    };
    unsigned bad = 0;
    for (Node Z = 0; Z < N; ++Z) bad |= mismatch(Z);
    if (!bad) continue;
    for (Node Z = 0; Z < N; ++Z) {
      if ((W == X && Z == Y) || !mismatch(Z)) continue;
      const auto cx = omega::thm1_instance(omega::OmegaNetwork(L), X, Y, W, Z, r, corrected);
      if (!cx) throw std::logic_error("the path table disagrees with the network");
      return with_first({{"W", W}, {"Z", Z}}, cx);
    }
  }
  return std::nullopt;
}

}  // namespace

namespace {

// The readings of Theorem 1 as readers of one walk over the pairs (thm1_pass): the readers'
// numbers (Thm1Reader) index this table.
struct Reading {
  LinkReading r;
  bool corrected;
};
constexpr Reading kReadings[kThm1Readers] = {
    {LinkReading::all, false},          {LinkReading::inner, false},
    {LinkReading::inner, true},         {LinkReading::proof_stages, false},
    {LinkReading::proof_stages, true},  {LinkReading::switch_outputs, false},
    {LinkReading::switch_outputs, true}};

// 0x80 in each byte of v that is 0, exactly (no borrow between bytes).
std::uint64_t zero_flags(std::uint64_t v) {
  constexpr std::uint64_t low7 = 0x7F7F7F7F7F7F7F7Full;
  return ~(((v & low7) + low7) | v | low7);
}

// The 0x80 flags of zero_flags as 8 bits, byte s to bit s (the multiply moves byte s's bit 7
// to bit 56 + s; no two partial products meet, so there is no carry).
unsigned stage_bits(std::uint64_t flags) {
  return static_cast<unsigned>(((flags >> 7) * 0x0102040810204080ull) >> 56);
}

// Per L, for each 12-bit key of a pair (bits 0-7: the stages whose links are equal, 8: the
// outputs equal, 9: ad + up > L, 10: ad == L, 11: up == L), the readers (bit r: kReadings[r])
// whose comparison fails on it: conflict == disjoint, exactly as thm1_case computes them.
const std::uint8_t* mismatch_keys(unsigned L) {
  static const auto tables = [] {
    std::vector<std::array<std::uint8_t, 4096>> t(65);
    for (unsigned l = 1; l <= 8; ++l)
      for (unsigned key = 0; key < 4096; ++key) {
        std::uint8_t m = 0;
        for (std::size_t r = 0; r < kThm1Readers; ++r) {
          const Reading& g = kReadings[r];
          const unsigned use_out = omega::counts(g.r, l, l) ? 1 : 0;
          const unsigned fix_out = g.corrected && !use_out ? 1 : 0;
          const unsigned fix_in = g.corrected && !omega::counts(g.r, 0, l) ? 1 : 0;
          const unsigned keep = stage_bits(zero_flags(omega::ignore_mask(l, g.r)));
          const unsigned conflict =
              ((key & keep & 0xFF) != 0 ? 1u : 0u) | (use_out & (key >> 8 & 1u));
          const unsigned disjoint =
              (key >> 9 & 1u) | (fix_out & (key >> 10 & 1u)) | (fix_in & (key >> 11 & 1u));
          if (conflict == disjoint) m = static_cast<std::uint8_t>(m | 1u << r);
        }
        t[l][key] = m;
      }
    return t;
  }();
  if (L < 1 || L > 8) throw std::logic_error("thm1 readings: L outside 1..8");
  return tables[L].data();
}

// thm1_case for several readings at once: the same loop over (W, Z), each reading's comparison
// on the same loads; a reading's result is the one thm1_case gives it (the first W with a
// mismatch other than Path(X,Y) itself, then the first such Z).
void thm1_readings_case(const Point& p, const std::vector<char>& active,
                        std::vector<std::optional<Fields>>& out) {
  const PairScan scan(p);
  const auto L = scan.L;
  const Node X = scan.X, Y = scan.Y, N = scan.N;
  const PathTable& T = scan.T;
  const AstTable& A = scan.A;
  const std::uint64_t plo = scan.plo;
  const std::uint8_t phi = scan.phi;
  // The active readers (their numbers in kReadings).
  std::size_t rs[kThm1Readers];
  unsigned count = 0;
  for (std::size_t i = 0; i < kThm1Readers && i < active.size(); ++i)
    if (active[i]) rs[count++] = i;
  unsigned live = (1u << count) - 1;
  const std::uint8_t* keys = mismatch_keys(L);
  const std::uint8_t* up = &A.up[Y * N];
  for (Node W = 0; W < N && live; ++W) {
    const unsigned ad = A.down[X * N + W];
    const std::uint64_t* qlo = T.packed() + W * N;
    const std::uint8_t* qhi = T.output() + W * N;
    // A pair's mismatches depend on 12 bits (which stages' links are equal, the outputs equal,
    // and the three disjointness tests): one table lookup per pair for every reading at once.
    // A reading's links share a compared byte iff zero_flags(plo ^ q) has a flag in a byte it
    // compares, which is has_zero_byte((plo ^ q) | ignore) of thm1_case exactly.
    const unsigned w_bits = ad == L ? 1u << 10 : 0u;
    auto key = [plo, qlo, phi, qhi, ad, up, L, w_bits](Node Z) -> unsigned {
      return stage_bits(zero_flags(plo ^ qlo[Z])) | (phi == qhi[Z] ? 1u << 8 : 0u) |
             (ad + up[Z] > L ? 1u << 9 : 0u) | w_bits | (up[Z] == L ? 1u << 11 : 0u);
    };
    unsigned by_reader = 0;
    for (Node Z = 0; Z < N; ++Z) by_reader |= keys[key(Z)];
    for (unsigned i = 0; i < count; ++i) {
      if (!(live >> i & 1) || !(by_reader >> rs[i] & 1u)) continue;
      for (Node Z = 0; Z < N; ++Z) {
        if ((W == X && Z == Y) || !(keys[key(Z)] >> rs[i] & 1u)) continue;
        const Reading& g = kReadings[rs[i]];
        const auto cx = omega::thm1_instance(omega::OmegaNetwork(L), X, Y, W, Z, g.r, g.corrected);
        if (!cx) throw std::logic_error("the path table disagrees with the network");
        out[rs[i]] = with_first({{"W", W}, {"Z", Z}}, cx);
        live &= ~(1u << i);
        break;
      }
    }
  }
}

}  // namespace

std::vector<std::optional<Fields>> thm1_all_readers_at(const Point& p) {
  std::vector<std::optional<Fields>> out(kThm1Readers);
  thm1_readings_case(p, std::vector<char>(kThm1Readers, 1), out);
  return out;
}

std::optional<Fields> thm1_distinct_ends_case(const Point& p, bool planted) {
  const PairScan scan(p);
  const auto L = scan.L;
  const Node X = scan.X, Y = scan.Y, N = scan.N;
  const PathTable& T = scan.T;
  const AstTable& A = scan.A;
  const std::uint64_t plo = scan.plo;
  const std::uint8_t phi = scan.phi;
  for (const LinkReading r :
       {LinkReading::proof_stages, LinkReading::switch_outputs, LinkReading::inner}) {
    const std::uint64_t ignore = omega::ignore_mask(L, r);
    const bool use_out = omega::counts(r, L, L);
    for (Node W = 0; W < N; ++W) {
      if (W == X) continue;
      const unsigned ad = A.down[X * N + W];
      for (Node Z = 0; Z < N; ++Z) {
        if (Z == Y && !planted) continue;
        const std::size_t q = T.index(W, Z);
        const bool conflict =
            omega::has_zero_byte((plo ^ T.packed(q)) | ignore) || (use_out && phi == T.output(q));
        const bool disjoint = ad + A.up[Y * N + Z] > L;
        if (conflict != disjoint) continue;
        const auto cx = omega::thm1_instance(omega::OmegaNetwork(L), X, Y, W, Z, r, false);
        if (!cx) throw std::logic_error("the path table disagrees with the network");
        return with_first({{"W", W}, {"Z", Z}, {"links", omega::to_string(r)}}, cx);
      }
    }
  }
  return std::nullopt;
}

std::optional<Fields> thm1_reader_alone_at(const Point& p, Thm1Reader reader) {
  return thm1_case(p, kReadings[reader].r, kReadings[reader].corrected);
}

const std::shared_ptr<const kit::Pass>& thm1_pass() {
  static const std::shared_ptr<const kit::Pass> pass =
      kit::shared_pass("Theorem 1 over every pair of paths", domains::path_pairs_walk(),
                       [](const RunContext&) -> MultiCaseFn { return thm1_readings_case; });
  return pass;
}

kit::Make thm1_reader(Thm1Reader reader) {
  const Reading& g = kReadings[reader];
  const kit::Domain own = domains::path_pairs(g.r);
  return kit::shared(thm1_pass(), reader,
                     thm1_iff(g.r, g.corrected ? Read::corrected : Read::printed), {}, own.notes,
                     own.run_notes);
}

kit::Bind thm1_iff(LinkReading r, Read read) {
  const bool corrected = read == Read::corrected;
  return [r, corrected](const RunContext&) -> CaseFn {
    return [r, corrected](const Point& p) { return thm1_case(p, r, corrected); };
  };
}

// Theorem 2; planted: Path(A,C) and Path(B,D) for the swapped pair (a wrong theorem).
std::optional<Fields> thm2_case(const Point& p, Read read) {
  const bool planted = read == Read::planted;
  const auto L = static_cast<unsigned>(p[0]);
  const Node A = node(p[1]), B = node(p[2]), N = Node{1} << L;
  const PathTable& T = path_table(L);
  for (Node C = 0; C < N; ++C)
    for (Node D = 0; D < N; ++D) {
      if (T.conflict(T.index(A, B), T.index(C, D))) continue;
      if (planted && T.conflict(T.index(A, C), T.index(B, D)))
        return Fields{{"C", C}, {"D", D}, {"planted", "Path(A,C) Path(B,D) conflict"}};
      if (!planted && T.conflict(T.index(A, D), T.index(C, B)))
        return with_first({{"C", C}, {"D", D}},
                          omega::thm2_instance(omega::OmegaNetwork(L), A, B, C, D));
    }
  return std::nullopt;
}

// Theorem 3; planted: the conclusion Ast(X↓Z) >= Ast(Y↓Z).
std::optional<Fields> thm3_case(const Point& p, Read read) {
  const bool planted = read == Read::planted;
  const auto L = static_cast<unsigned>(p[0]);
  const Node X = node(p[1]), N = Node{1} << L;
  for (Node Y = 0; Y < N; ++Y)
    for (Node Z = 0; Z < N; ++Z) {
      if (!planted) {
        if (auto cx = omega::thm3_instance(L, X, Y, Z)) return cx;
        continue;
      }
      const unsigned xy = omega::Ast(omega::low_bit(X, Y, L)),
                     xz = omega::Ast(omega::low_bit(X, Z, L)),
                     yz = omega::Ast(omega::low_bit(Y, Z, L));
      if (xy >= xz && xz < yz)
        return Fields{{"Y", Y}, {"Z", Z}, {"planted", "Ast(X↓Z) < Ast(Y↓Z)"}};
    }
  return std::nullopt;
}

// Theorem 4; planted: the hypothesis Ast(C↓E) <= Ast(C↓A).
std::optional<Fields> thm4_case(const Point& p, Read read) {
  const bool planted = read == Read::planted;
  const auto L = static_cast<unsigned>(p[0]);
  const Node A = node(p[1]), B = node(p[2]), E = node(p[3]), N = Node{1} << L;
  const PathTable& T = path_table(L);
  const AstTable& ast = ast_table(L);
  for (Node F = 0; F < N; ++F) {
    if (T.conflict(T.index(A, B), T.index(E, F))) continue;
    for (Node C = 0; C < N; ++C) {
      const bool hypothesis = planted ? ast.down[C * N + E] <= ast.down[C * N + A]
                                      : ast.down[C * N + E] >= ast.down[C * N + A];
      if (!hypothesis || !T.conflict(T.index(C, B), T.index(E, F))) continue;
      if (planted) return Fields{{"F", F}, {"C", C}, {"planted", "Path(C,B) Path(E,F) conflict"}};
      return with_first({{"F", F}, {"C", C}},
                        omega::thm4_instance(omega::OmegaNetwork(L), A, B, C, E, F));
    }
  }
  return std::nullopt;
}

// Section 3.1, the argument before Theorem 1: two paths that reach different inputs of one 2x2
// switch. What the network does decides whether they conflict there: they leave the switch on the
// same output line, i.e. share the link (i, address) after it. `printed`: they never do, whatever
// the switch's state; `corrected`: they do iff their tag bits agree, y_i = z_i, and at the last
// stage (the output link, which the proof does not compare) only when Y = Z; `planted`: they do
// iff y_i != z_i (a wrong rule, for the tests).
std::optional<Fields> switch_case(const Point& p, Read rule) {
  const auto L = static_cast<unsigned>(p[0]);
  const Node X = node(p[1]), Y = node(p[2]);
  const PathTable& T = path_table(L);
  const omega::OmegaNetwork net(L);
  const Node N = T.N();
  const std::size_t a = T.index(X, Y);
  Node in_a[omega::kMaxTableL + 1], out_a[omega::kMaxTableL + 1];
  for (unsigned i = 1; i <= L; ++i) {
    in_a[i] = net.shuffle(T.address(a, i - 1));
    out_a[i] = T.address(a, i);
  }
  for (Node W = 0; W < N; ++W)
    for (Node Z = 0; Z < N; ++Z) {
      const std::size_t b = T.index(W, Z);
      for (unsigned i = 1; i <= L; ++i) {
        const Node in_b = net.shuffle(T.address(b, i - 1));
        if ((in_a[i] ^ in_b) != 1) continue;  // not the other input of the same switch
        const bool conflict = out_a[i] == T.address(b, i);
        const unsigned yi = static_cast<unsigned>((Y >> (L - i)) & 1),
                       zi = static_cast<unsigned>((Z >> (L - i)) & 1);
        bool ok = !conflict;
        if (rule == Read::corrected) ok = conflict == (yi == zi) && (!conflict || i < L || Y == Z);
        if (rule == Read::planted) ok = conflict == (yi != zi);
        if (ok) continue;
        return Fields{
            {"W", W},
            {"Z", Z},
            {"paths", omega::path_name(X, Y) + " " + omega::path_name(W, Z)},
            {"stage", static_cast<std::uint64_t>(i)},
            {"switch", in_b >> 1},
            {"inputs", std::to_string(in_a[i] & 1) + " and " + std::to_string(in_b & 1)},
            {"y_i z_i", std::to_string(yi) + " " + std::to_string(zi)},
            {"network", conflict ? "conflict at " + omega::to_string(omega::Link{i, out_a[i]})
                                 : std::string("no conflict")}};
      }
    }
  return std::nullopt;
}

// The step of the proof of Theorem 3: X↓Y = *..* x_i .. x_L and X↓Z = *..* x_j .. x_L with
// Ast(X↓Y) >= Ast(X↓Z), so i = Ast(X↓Y) + 1 >= j; the printed pattern keeps at least one bit
// (i <= L). `printed`: Y and Z share at least i low bits; `corrected`: they share the bits
// i .. L, at least L - i + 1 low bits, so Y↓Z = *..* y_k .. y_L with k <= i (the next line of the
// proof); `planted`: at least L - i + 2 (a wrong count, for the tests).
std::optional<Fields> thm3_step_case(const Point& p, Read rule) {
  const auto L = static_cast<unsigned>(p[0]);
  const Node X = node(p[1]), N = Node{1} << L;
  for (Node Y = 0; Y < N; ++Y) {
    const unsigned i = omega::Ast(omega::low_bit(X, Y, L)) + 1;
    if (i > L) continue;
    for (Node Z = 0; Z < N; ++Z) {
      const unsigned j = omega::Ast(omega::low_bit(X, Z, L)) + 1;
      if (i < j) continue;
      const unsigned yz = omega::Ast(omega::low_bit(Y, Z, L)), shared = L - yz, k = yz + 1;
      const bool ok = rule == Read::printed     ? shared >= i
                      : rule == Read::corrected ? shared >= L - i + 1 && k <= i
                                                : shared >= L - i + 2;
      if (ok) continue;
      return Fields{{"Y", omega::bit_string(Y, L)},
                    {"Z", omega::bit_string(Z, L)},
                    {"X↓Y", omega::to_string(omega::low_bit(X, Y, L))},
                    {"X↓Z", omega::to_string(omega::low_bit(X, Z, L))},
                    {"i", static_cast<std::uint64_t>(i)},
                    {"j", static_cast<std::uint64_t>(j)},
                    {"Y↓Z", omega::to_string(omega::low_bit(Y, Z, L))},
                    {"low bits Y and Z share", static_cast<std::uint64_t>(shared)}};
    }
  }
  return std::nullopt;
}

}  // namespace cc::omega_checks
