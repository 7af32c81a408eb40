#include "checkers/engine/domain.hpp"

#include <algorithm>

#include "spec/core/usage_error.hpp"

namespace cc {

std::vector<Axis> pin_axes(std::vector<Axis> axes, const RunContext& ctx,
                           const std::string& claim) {
  if (!ctx.pinned) return axes;
  for (const auto& f : *ctx.pinned) {
    auto it =
        std::find_if(axes.begin(), axes.end(), [&](const Axis& a) { return a.name == f.key; });
    if (it == axes.end()) {
      std::string names;
      for (const auto& a : axes) names += (names.empty() ? "" : ", ") + a.name;
      throw UsageError("--case: claim " + claim + " has no parameter '" + f.key + "' (" +
                       (names.empty() ? "it has none" : "its parameters: " + names) + ")");
    }
    const auto* v = std::get_if<std::int64_t>(&f.value);
    if (v == nullptr || *v < it->min_allowed || *v > it->max_allowed)
      throw UsageError("--case: " + f.key + " must be an integer in [" +
                       std::to_string(it->min_allowed) + ", " + std::to_string(it->max_allowed) +
                       "] for " + claim + ", got '" + to_text(f.value) + "'");
    it->lo = it->hi = *v;
  }
  return axes;
}

Fields describe(const std::vector<Axis>& axes) {
  Fields f;
  for (const auto& a : axes) {
    if (a.lo == a.hi) {
      f.push_back({a.name, a.lo});
    } else {
      f.push_back({a.name + "_min", a.lo});
      f.push_back({a.name + "_max", a.hi});
    }
  }
  return f;
}

Fields point_fields(const std::vector<Axis>& axes, const Point& p) {
  Fields f;
  for (std::size_t i = 0; i < axes.size(); ++i) f.push_back({axes[i].name, p[i]});
  return f;
}

}  // namespace cc
