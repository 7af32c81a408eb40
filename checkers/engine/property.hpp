// The property engine: RapidCheck over a domain too large to enumerate. The run is fixed by its
// seed (printed in every report); a failure is shrunk by RapidCheck and reported as the shrunk
// point, which --case replays exactly. This header does not include RapidCheck: a generator is
// an opaque PointGen built in generators/.
#pragma once

#include <functional>
#include <memory>

#include "checkers/engine/domain.hpp"
#include "checkers/result.hpp"

namespace cc {

namespace detail {
struct PointGenImpl;
}

// A RapidCheck generator of points (one value per axis of the spec, in axis order), and the
// points it can draw (inside the axes' ranges; empty: every point of them), which a --case must be.
class PointGen {
 public:
  explicit PointGen(std::shared_ptr<const detail::PointGenImpl> impl,
                    std::function<bool(const Point&)> admissible = {})
      : impl_(std::move(impl)), admissible_(std::move(admissible)) {}
  const detail::PointGenImpl& impl() const { return *impl_; }
  bool admissible(const Point& p) const { return !admissible_ || admissible_(p); }

 private:
  std::shared_ptr<const detail::PointGenImpl> impl_;
  std::function<bool(const Point&)> admissible_;
};

struct PropertySpec {
  std::string claim;
  std::vector<Axis> axes;  // the domain the generator draws from (for the report and --case)
  PointGen gen;
  CaseFn check;
  int cases = 100;
};

// Runs spec.cases random cases from ctx.seed; with ctx.pinned set it checks that one point only.
Outcome run_property(const PropertySpec& spec, const RunContext& ctx);

}  // namespace cc
