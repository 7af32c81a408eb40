// The RapidCheck side of PointGen; included only by generators/ and the property engine.
#pragma once

#include <rapidcheck.h>

#include "checkers/engine/property.hpp"

namespace cc::detail {

struct PointGenImpl {
  rc::Gen<Point> gen;
};

inline PointGen make_point_gen(rc::Gen<Point> g) {
  return PointGen(std::make_shared<const PointGenImpl>(PointGenImpl{std::move(g)}));
}

}  // namespace cc::detail
