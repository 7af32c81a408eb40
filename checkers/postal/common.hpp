// Shared pieces of the postal checkers: the domains per budget, the variant of the run, and the
// paper's notation for a row of values (C_j = <0, 0:1, ...>).
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "checkers/context.hpp"
#include "checkers/engine/domain.hpp"
#include "spec/algorithms/postal_prefix.hpp"

namespace cc::postal_checks {

using postal::Interval;
using postal::Pe;

// The variant named by --variant, or the paper's Algorithm A.
const postal::PrefixVariant& variant(const RunContext& ctx);

// n, k, lambda: smoke n <= 64, k, lambda <= 4; ci n <= 1024, k, lambda <= 8; deep n <= 16384.
std::vector<Axis> nkl_axes(Budget b);

// Largest n a single simulation accepts (memory: about 64 bytes per PE).
inline constexpr std::int64_t kMaxSimulatedN = 1 << 24;
inline constexpr std::int64_t kMaxK = 1 << 16;
inline constexpr std::int64_t kMaxLambda = 1 << 16;

// Lemma 3 after every step: c(i) = 0:i for i < G(j), (i-G(j)+1):i otherwise.
struct Lemma3Observer : postal::PrefixObserver {
  postal::GSequence G;
  std::optional<Fields> bad;
  Lemma3Observer(u64 k, u64 lambda) : G(k, lambda) {}
  bool after_step(std::size_t j, const std::vector<Interval>& c, const std::vector<Interval>*,
                  const std::vector<postal::Delivery>&) override {
    const u64 g = G(j);
    auto want = [g](std::size_t i) {
      return i < g ? Interval::range(0, static_cast<std::int64_t>(i))
                   : Interval::range(static_cast<std::int64_t>(i - g + 1),
                                     static_cast<std::int64_t>(i));
    };
    // The PEs i < G(j), then the others, each range without a branch on i.
    const std::size_t split = static_cast<std::size_t>(std::min<u64>(g, c.size()));
    std::size_t i = 0;
    while (i < split && c[i].lo == 0 && c[i].hi == static_cast<std::int64_t>(i)) ++i;
    if (i == split)
      while (i < c.size() && c[i].lo == static_cast<std::int64_t>(i - g + 1) &&
             c[i].hi == static_cast<std::int64_t>(i))
        ++i;
    if (i == c.size()) return true;
    bad = Fields{{"j", static_cast<std::uint64_t>(j)},
                 {"i", static_cast<std::uint64_t>(i)},
                 {"G(j)", g},
                 {"c(i)", witness::to_string(c[i])},
                 {"expected", witness::to_string(want(i))}};
    return false;
  }
};

// "<0, 0:1, 0:2>" (spec/witness/interval.hpp)
using witness::row;

}  // namespace cc::postal_checks
