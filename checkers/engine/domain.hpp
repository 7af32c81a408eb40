// A check's domain: a box of named integer axes (n, k, lambda, ...). The exhaustive engine walks
// it in lexicographic order, first axis most significant, so the first counterexample it reports
// is the least one in that order: with n first, the one with the fewest PEs. --case pins axes to
// single values, which is how a counterexample is replayed.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "checkers/context.hpp"
#include "spec/core/fields.hpp"

namespace cc {

using Point = std::vector<std::int64_t>;

struct Axis {
  std::string name;
  std::int64_t lo, hi;                    // this budget's range
  std::int64_t min_allowed, max_allowed;  // what a pinned value may be (the model's limits)
};

// The counterexample details for a failing point, or nullopt if the point satisfies the claim.
using CaseFn = std::function<std::optional<Fields>(const Point&)>;

// Thrown by a case function when a case could not be decided (solver unknown, limit reached).
struct InconclusiveCase : std::runtime_error {
  explicit InconclusiveCase(const std::string& why) : std::runtime_error(why) {}
};

// Applies ctx.pinned to the axes; throws UsageError for an unknown axis or a value out of range.
std::vector<Axis> pin_axes(std::vector<Axis> axes, const RunContext& ctx, const std::string& claim);

// The axes as domain fields: name_min, name_max (or name when lo == hi).
Fields describe(const std::vector<Axis>& axes);

// The point as fields name=value.
Fields point_fields(const std::vector<Axis>& axes, const Point& p);

}  // namespace cc
