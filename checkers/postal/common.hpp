// Shared pieces of the postal checkers: the domains per budget, the variant of the run, and the
// paper's notation for a row of values (C_j = <0, 0:1, ...>).
#pragma once

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

// "<0, 0:1, 0:2>"
std::string row(const std::vector<Interval>& v);

}  // namespace cc::postal_checks
