// Internals the half-duplex executors share (spec/models/halfduplex.hpp): the success check
// (which prefix 1:i no PE holds), used by the compressed executor (halfduplex.cpp) and the
// literal one (halfduplex_literal.cpp), and what one PE holds in the compressed executor
// (`Held`, defined in halfduplex_held.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "spec/models/halfduplex.hpp"

namespace cc::halfduplex::detail {

using i64 = std::int64_t;
using Pair = std::pair<i64, i64>;

// The first i in 1..n that no hi-range [a, b] (of prefixes 1:a .. 1:b) covers.
std::optional<i64> first_missing(std::vector<Pair> his, i64 n);

// What one PE holds: the intervals with a fixed lo as disjoint hi-ranges per lo (sorted by
// (lo, first hi)), and every other run as it came (the inputs i:i, i+1:i+1, ...).
class Held {
 public:
  void clear() {
    fixed_.clear();
    other_.clear();
  }
  void add(const Run& r);
  // The least t whose a_t this PE does not hold, where `self` (a block's own products) counts
  // for a_t only at an index below t; a.count when it holds every a_t.
  i64 first_gap(const Run& a, const Run* self) const;
  // The hi-ranges of the prefixes 1:hi held.
  void prefixes(std::vector<Pair>& his) const;

 private:
  using Entry = std::array<i64, 3>;  // lo, first hi, last hi
  void add_fixed(i64 lo, i64 h0, i64 h1);
  // The last hi of the fixed range that holds lo:hi, if one does.
  std::optional<i64> fixed_end(i64 lo, i64 hi) const;
  std::vector<Entry> fixed_;
  std::vector<Run> other_;
};

}  // namespace cc::halfduplex::detail
