// The values in a schedule's registers. Non-commutative (the default): the interval witness of
// spec/witness/interval.hpp, a:b ⊕ (b+1):c = a:c and nothing else. Commutative: a set of
// operands kept as disjoint runs; combining two that share an operand is invalid (an operand
// twice), so the result shows every operand exactly once or is invalid.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "spec/witness/interval.hpp"

namespace cc::schedule {

struct Value {
  bool commutative = false;
  witness::Interval interval;                               // non-commutative
  std::vector<std::pair<std::int64_t, std::int64_t>> runs;  // commutative: sorted, disjoint
  bool invalid = false;                                     // commutative: an operand repeated
  // Many items per PE (docs/schedule-format.md, "Many items"): item j of PE i is the operand
  // (i, j); this value is of item `item`. Values of two items combine to an invalid value that
  // names both (`mixed`, the other item in mixed_with). One item per PE: item 0, not shown.
  std::int64_t item = 0;
  bool itemized = false;
  bool mixed = false;
  std::int64_t mixed_with = 0;

  static Value operand(std::int64_t i, bool commutative);
  // The collective's target, 0:hi or the single operand i.
  static Value range(std::int64_t lo, std::int64_t hi, bool commutative);
  // The same value, of item j (shown "0:3 of item 2").
  Value of_item(std::int64_t j) const;
  bool operator==(const Value& o) const;
};

Value combine(const Value& a, const Value& b);
// A value no correct schedule forms: operands out of order, one twice, or two items combined.
bool invalid(const Value& v);
std::string to_string(const Value& v);

}  // namespace cc::schedule
