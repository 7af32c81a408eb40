// Value domains for the operator remark of Ohtaki's slides (slide "補足":
// the binary operation must be associative; sum, product, max, min are fine; difference,
// division and "rock-paper-scissors" are not). Exact arithmetic only: integers, rationals with
// 64-bit numerator and denominator (small operands), the three hands of rock-paper-scissors
// (a ⊕ b is the winning hand: commutative, not associative), and 2x2 matrices mod 5 (associative,
// not commutative).
#pragma once

#include <array>
#include <cstdint>
#include <numeric>
#include <string>

namespace cc::witness {

struct Rational {
  std::int64_t num = 0, den = 1;
  static Rational make(std::int64_t n, std::int64_t d) {
    if (d < 0) n = -n, d = -d;
    const std::int64_t g = std::gcd(n, d);
    return g ? Rational{n / g, d / g} : Rational{0, 1};
  }
  friend bool operator==(const Rational&, const Rational&) = default;
};
inline Rational divide(const Rational& a, const Rational& b) {  // b != 0
  return Rational::make(a.num * b.den, a.den * b.num);
}
inline std::string to_string(const Rational& r) {
  return r.den == 1 ? std::to_string(r.num) : std::to_string(r.num) + "/" + std::to_string(r.den);
}

enum class Hand { rock, paper, scissors };
inline Hand winner(Hand a, Hand b) {
  if (a == b) return a;
  const auto beats = [](Hand x, Hand y) {
    return (x == Hand::rock && y == Hand::scissors) || (x == Hand::paper && y == Hand::rock) ||
           (x == Hand::scissors && y == Hand::paper);
  };
  return beats(a, b) ? a : b;
}
inline std::string to_string(Hand h) {
  return h == Hand::rock ? "rock" : h == Hand::paper ? "paper" : "scissors";
}

struct Mat2 {
  std::array<int, 4> m{1, 0, 0, 1};  // row-major, entries mod 5
  friend bool operator==(const Mat2&, const Mat2&) = default;
};
inline Mat2 mul(const Mat2& a, const Mat2& b) {
  return {{(a.m[0] * b.m[0] + a.m[1] * b.m[2]) % 5, (a.m[0] * b.m[1] + a.m[1] * b.m[3]) % 5,
           (a.m[2] * b.m[0] + a.m[3] * b.m[2]) % 5, (a.m[2] * b.m[1] + a.m[3] * b.m[3]) % 5}};
}
inline std::string to_string(const Mat2& a) {
  return "[" + std::to_string(a.m[0]) + " " + std::to_string(a.m[1]) + "; " +
         std::to_string(a.m[2]) + " " + std::to_string(a.m[3]) + "]";
}

}  // namespace cc::witness
