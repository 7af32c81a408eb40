// IEEE 754 binary64 (double) arithmetic done exactly in integers, so that a claim about
// floating-point values can be decided without floating point. A finite double is the dyadic
// rational (-1)^neg sig 2^exp with 2^52 <= sig < 2^53 (normal) or sig = 0 (zero); mul and add
// compute the exact product or sum of two such values and round it to the nearest double, ties to
// even, as IEEE 754 does for double with its default rounding. Normal numbers and zero only: a
// result that would be subnormal or overflow throws std::range_error (the values checked stay far
// from both). tests/spec/binary64_test.cpp compares every operation with the machine's doubles.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cc::witness {

struct Binary64 {
  bool neg = false;
  std::uint64_t sig = 0;
  std::int32_t exp = 0;

  // The double nearest to a decimal "d.ddd" (digits, at most one point, no sign, no exponent).
  static Binary64 from_decimal(const std::string& text);
  static Binary64 from_bits(std::uint64_t bits);
  std::uint64_t bits() const;
  friend bool operator==(const Binary64&, const Binary64&) = default;
};

Binary64 mul(const Binary64& a, const Binary64& b);
Binary64 add(const Binary64& a, const Binary64& b);

// The shortest decimal that reads back as the same double ("0.006000000000000001"), and the exact
// hexadecimal form ("0x1.89374bc6a7efap-8").
std::string to_string(const Binary64& x);
std::string to_hex(const Binary64& x);

// A square matrix of doubles (size 1 or 2 in the checks), row by row, and its product as a
// double-precision program computes it: c_ij = (a_i0 b_0j + a_i1 b_1j) + ..., every product and
// every sum rounded, summed left to right.
struct Binary64Matrix {
  std::size_t size = 0;
  std::vector<Binary64> e;
  friend bool operator==(const Binary64Matrix&, const Binary64Matrix&) = default;
};
Binary64Matrix matmul(const Binary64Matrix& a, const Binary64Matrix& b);
// "[[0.1, 0.2], [0.3, 0.4]]", each entry as to_string; size 1: "[[0.1]]".
std::string to_string(const Binary64Matrix& m);

}  // namespace cc::witness
