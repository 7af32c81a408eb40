// The interval witness: the free monoid over v(0), v(1), ... seen through the only products a
// correct prefix algorithm ever forms, the contiguous words v(a) v(a+1) ... v(b). The paper
// writes such a word a:b (and a alone when a = b). Two intervals combine only when they are
// adjacent and in order (a:b then (b+1):c gives a:c); any other product is a word the algorithm
// should never have formed, and becomes the absorbing value "invalid", so one misordered or
// repeated operand anywhere shows in every value computed from it. The operator is associative
// and not commutative, which is what the papers assume of their operator.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cc::witness {

struct Interval {
  std::int64_t lo = 0;
  std::int64_t hi = -1;  // lo > hi is the invalid value

  static Interval single(std::int64_t i) { return {i, i}; }
  static Interval range(std::int64_t a, std::int64_t b) { return {a, b}; }
  static Interval invalid() { return {}; }

  bool valid() const { return lo <= hi; }
  friend bool operator==(const Interval&, const Interval&) = default;
};

// a ⊕ b: the concatenation when a ends just before b starts, otherwise invalid.
inline Interval combine(const Interval& a, const Interval& b) {
  if (!a.valid() || !b.valid() || a.hi + 1 != b.lo) return Interval::invalid();
  return {a.lo, b.hi};
}

// The paper's notation: "a:b", "a" for a single element, "invalid" for a malformed product.
std::string to_string(const Interval& v);

// A row of values in the paper's notation: "<0, 0:1, 0:2>" (C_j and D_j in the walk-throughs).
std::string row(const std::vector<Interval>& v);

}  // namespace cc::witness
