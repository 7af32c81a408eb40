// The RapidCheck side of PointGen (checkers/engine/property.hpp): the generator that the property
// engine runs. Included only by the property engine and by generators/, which build the families'
// generators with make_point_gen; the rest of the tree sees PointGen as an opaque value.
#pragma once

#include <rapidcheck.h>

#include <functional>
#include <memory>
#include <utility>

#include "checkers/engine/property.hpp"

namespace cc::detail {

struct PointGenImpl {
  rc::Gen<Point> gen;
};

// `admissible`: the points g can draw, as a predicate (a --case outside it is a usage error).
inline PointGen make_point_gen(rc::Gen<Point> g, std::function<bool(const Point&)> admissible = {}) {
  return PointGen(std::make_shared<const PointGenImpl>(PointGenImpl{std::move(g)}),
                  std::move(admissible));
}

}  // namespace cc::detail
