// The assumptions Lin and Hung state, quoted, for the claims of
// spec/claims/halfduplex.cpp and halfduplex_proofs.cpp. "All numerical values are integers"
// (section 2, Algorithm A) holds exactly at n = m (p^2 + kp + k + 1)/2, m >= 1: then v, c = (n-v)/k
// and c/p are integers at every level of the recursion (v = m D(p-k, k)/2, c = mp, c/p = m).
#pragma once

#include <numeric>

#include "spec/claims/claim.hpp"

namespace cc::halfduplex_assumptions {

inline const Quote kIntegers{
    "section 2, Algorithm A(n, p, k)",
    "To use this algorithm effectively,  $n \\ge (p^2 + kp + k + 1)/2$  is required. For ease of "
    "presentation, assume that all numerical values are integers.",
    ""};
inline const Quote kPKQ1{
    "section 2, Algorithm A(n, p, k)",
    "Solving the prefix problem of *n* inputs,  $x_1$ ,  $x_2$ ,...,  $x_n$ , using *p* PEs to "
    "generate  $y_1$ ,  $y_2$ ,...,  $y_n$ , where p = kq + 1,  $k \\ge 1$ ,  $q \\ge 1$ .",
    ""};
inline const Quote kSection6KAtLeast2{
    "section 6",
    "from Theorem 5,  $R(n, p, k) \\le R(n, p, 1)$  when  $p \\ge 2k^2 - 3k + 1$  and  $k \\ge$ 2; "
    "otherwise, R(n, p, k) > R(n, p, 1). That is, A(n, p, k) is definitely faster than L when  "
    "$p \\ge 2k^2 - 3k + 1$  and  $k \\ge 2$ . However, when  $p < 2k^2 - 3k + 1$ , we need to "
    "know the ratio",
    ""};

// D(p, k) = p^2 + kp + k + 1; every quotient of A(n, p, k) is an integer iff 2n = 0 mod D.
inline std::int64_t D(std::int64_t p, std::int64_t k) { return p * p + k * p + k + 1; }
inline bool integral(std::int64_t n, std::int64_t p, std::int64_t k) {
  return n >= 1 && p >= k + 1 && (2 * n) % D(p, k) == 0;
}

inline const Assumption kIntegral{
    "all numerical values are integers: n = m(p^2 + kp + k + 1)/2, m >= 1", kIntegers,
    [](const CaseValues& c) {
      return integral(value_of(c, "n"), value_of(c, "p"), value_of(c, "k"));
    }};
// The claims that construct their n as a multiple of (p^2 + kp + k + 1)/2 (their cases give p, k
// and m, n = m(p^2 + kp + k + 1)/2 or the least such n above a bound): inside by construction; a
// case that gives n is tested.
inline const Assumption kIntegralRun{
    "all numerical values are integers: every n run is a multiple of (p^2 + kp + k + 1)/2",
    kIntegers, [](const CaseValues& c) {
      if (!c.count("n")) return true;
      return integral(value_of(c, "n"), value_of(c, "p"), value_of(c, "k"));
    }};
// Theorem 3 compares A(n, a, b), A(n, d, b) and A(n, d, e): n = m lcm of the three D/2.
inline std::int64_t least_integral_n_thm3(std::int64_t a, std::int64_t b, std::int64_t d,
                                          std::int64_t e) {
  return std::lcm(std::lcm(D(a, b) / 2, D(d, b) / 2), D(d, e) / 2);
}
inline const Assumption kIntegral3{
    "all numerical values of A(n, a, b), A(n, d, b) and A(n, d, e) are integers: n a common "
    "multiple of their (p^2 + kp + k + 1)/2",
    kIntegers, [](const CaseValues& c) {
      const std::int64_t a = value_of(c, "a"), b = value_of(c, "b"), d = value_of(c, "d"),
                         e = value_of(c, "e");
      const std::int64_t n = value_of(c, "m") * least_integral_n_thm3(a, b, d, e);
      return integral(n, a, b) && integral(n, d, b) && integral(n, d, e);
    }};
inline const Assumption kPKQ{"p = kq + 1, k >= 1, q >= 1", kPKQ1, [](const CaseValues& c) {
                               const auto p = value_of(c, "p"), k = value_of(c, "k");
                               return k >= 1 && p >= k + 1 && (p - 1) % k == 0;
                             }};
inline const Assumption kKAtLeast2{"k >= 2 (the comparison of A(n, p, k) with L = A(n, p, 1))",
                                   kSection6KAtLeast2,
                                   [](const CaseValues& c) { return value_of(c, "k") >= 2; }};

// The least n at which every quotient of B(n, p, k) (the same n as A's) and of L = A(n, p, 1) is
// an integer: lcm(D(p, k)/2, D(p, 1)/2).
inline std::int64_t least_integral_n_b_and_l(std::int64_t p, std::int64_t k) {
  return std::lcm(D(p, k) / 2, D(p, 1) / 2);
}

inline const Assumption kIntegralBL{
    "all numerical values of B(n, p, k) and L(n, p, 1) are integers (run at the least such n)",
    kIntegers, [](const CaseValues& c) {
      const std::int64_t p = value_of(c, "p"), k = value_of(c, "k");
      const std::int64_t n = c.count("n") ? c.at("n") : least_integral_n_b_and_l(p, k);
      return integral(n, p, k) && integral(n, p, 1);
    }};

}  // namespace cc::halfduplex_assumptions
