// Checked integer arithmetic. The papers' counts grow exponentially (G(j) of the postal model,
// f_T of LogP); a wrapped value would silently turn a refutation into a pass. Every operation
// here either returns the exact result or throws Overflow naming what overflowed.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace cc {

struct Overflow : std::overflow_error {
  explicit Overflow(const std::string& what) : std::overflow_error(what) {}
};

using u64 = std::uint64_t;
__extension__ typedef unsigned __int128 u128;
__extension__ typedef __int128 i128;

inline u64 checked_add(u64 a, u64 b, const char* what) {
  u64 r;
  if (__builtin_add_overflow(a, b, &r)) throw Overflow(std::string(what) + " exceeds 2^64-1");
  return r;
}

inline u64 checked_mul(u64 a, u64 b, const char* what) {
  u64 r;
  if (__builtin_mul_overflow(a, b, &r)) throw Overflow(std::string(what) + " exceeds 2^64-1");
  return r;
}

inline u64 checked_sub(u64 a, u64 b, const char* what) {
  if (b > a) throw Overflow(std::string(what) + " is negative");
  return a - b;
}

// Decimal text of a 128-bit unsigned value.
std::string to_decimal(u128 v);

}  // namespace cc
