// The passages of Lin and Hung, "New Families of Computation-Efficient Parallel Prefix
// Algorithms", that several half-duplex claims quote, the assumptions they state, and the words
// several claims use for their domains. The claims themselves are declared with their checkers,
// one file per claim, in checkers/halfduplex/claims/. "All numerical values are integers"
// (section 2, Algorithm A) holds exactly at n = m (p^2 + kp + k + 1)/2, m >= 1: then v, c = (n-v)/k
// and c/p are integers at every level of the recursion (v = m D(p-k, k)/2, c = mp, c/p = m).
// Half-duplex multicomputer with p = kq + 1 PEs, k, q >= 1. Where the paper's quotients are not
// integers, the algorithms are run with the integer split of spec/algorithms/halfduplex_prefix.hpp
// and the claims say so.
#pragma once

#include <cstdint>
#include <numeric>
#include <string>

#include "spec/claims/claim.hpp"
#include "spec/models/halfduplex_formulas.hpp"

namespace cc::halfduplex_assumptions {

// What the claims that run every n with collcheck's integer split extend the paper's integer
// assumption by.
inline const std::string kIntegerSplit =
    "runs every n, also where the paper's quotients are not integers, with collcheck's integer "
    "split (v rounded down, blocks differing by at most one): a choice the paper does not make";
// The Z3 claims over every integer p >= k + 1, beyond the paper's p = kq + 1.
inline const std::string kEveryIntegerP = "Z3 over every integer p (>= k + 1), not only p = kq + 1";

// What the claims over the shared tables cover (checkers/halfduplex/table.hpp), and the other
// domains several claims share (checkers/halfduplex/domains.hpp), as their statements end.
inline const std::string kPKN =
    "; every p = kq + 1 with p <= 6 (smoke), 32 (ci), 64 (deep), every k, every n in [p, 4p^2]";
inline const std::string kPKNB =
    "; every p = kq + 1 with k >= 2, p >= 2k + 1, p <= 6 (smoke), 32 (ci), 64 (deep), every n "
    "in [p, 4p^2]";
inline const std::string kPKOnly =
    "; every p = kq + 1 with p <= 6 (smoke), 32 (ci), 64 (deep), every k";
inline const std::string kPKBFixed =
    "; every p = kq + 1 with k >= 2, p >= 2k + 1, p <= 20 (smoke), 64 (ci, deep)";
inline const std::string kMDomain = " (executed; m <= 4 (smoke), 16 (ci), 64 (deep))";
inline const std::string kPKM =
    "; every p = kq + 1 with p <= 8 (smoke), 64 (ci), 128 (deep), every k, m <= 2 (smoke), "
    "4 (ci), 8 (deep)";

// Section 3's S(n, p, k): what it is, and its closed form as printed.
inline const Quote kSComponents{"section 3",
                                "Let S(n, p, k) denote the number of communication steps required "
                                "by Algorithm B(n, p, k). Thus, S(n, p, k) is the sum of the "
                                "following components:",
                                ""};
inline const Quote kSPrinted{"section 3",
                             "It can be shown that [36]  $$S(n, p, k) = \\frac{2k-1}{2k}p^2 - "
                             "\\frac{1}{2}p + k^2 - 3k + 2.$$",
                             ""};

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
inline std::int64_t D(std::int64_t p, std::int64_t k) {
  return halfduplex::formulas::D<std::int64_t>(p, k);
}
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
