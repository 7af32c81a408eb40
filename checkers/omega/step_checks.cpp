// The steps of the proofs of Theorems 5, 6 and 7 of Lee and Lin (sections 3.3, 4.2) that state an
// inequality on Ast, checked with Definitions 1 and 2 only (no network): at a point (L, k, q) of
// the buddy subnetworks C_1 = q, C_2 = q xor 1 (or (L, A) for Theorem 6), every node of C_1 and
// C_2 the step names, the least failing one reported with its patterns.
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/common.hpp"

namespace cc::omega_checks {

namespace {

using omega::Subnetwork;

std::uint64_t u(unsigned v) { return v; }

}  // namespace

// Part (3) of the proof of Theorem 7, with Definitions 1 and 2 only.
std::optional<Fields> thm7_step3_case(const Point& p, Read read) {
  const bool literal = read != Read::corrected;
  const auto L = static_cast<unsigned>(p[0]), k = static_cast<unsigned>(p[1]);
  const Subnetwork c1 = subnetwork(p, false), c2 = subnetwork(p, true);
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
std::optional<Fields> thm5_step1_case(const Point& p, Read read) {
  const bool planted = read == Read::planted;
  const auto L = static_cast<unsigned>(p[0]), k = static_cast<unsigned>(p[1]);
  const Subnetwork c1 = subnetwork(p, false), c2 = subnetwork(p, true);
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
std::optional<Fields> thm7_step1_case(const Point& p, Read read) {
  const bool planted = read == Read::planted;
  const auto L = static_cast<unsigned>(p[0]);
  const Subnetwork c1 = subnetwork(p, false), c2 = subnetwork(p, true);
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
std::optional<Fields> thm6_step_case(const Point& p, Read read) {
  const bool planted = read == Read::planted;
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

}  // namespace cc::omega_checks
