// What the families' generators share: log-uniform sizes, over the property engine's PointGen
// (checkers/engine/point_gen_impl.hpp, which brings make_point_gen). Included only by generators/.
#pragma once

#include <rapidcheck.h>

#include <algorithm>
#include <cstdint>

#include "checkers/engine/point_gen_impl.hpp"

namespace cc::detail {

// An integer in [lo, hi], log-uniform: first the bit length, then a value of that length, so
// most cases are small and some reach the top of the range.
inline rc::Gen<std::int64_t> log_uniform(std::int64_t lo, std::int64_t hi) {
  int bits = 1;
  while ((std::int64_t{1} << bits) <= hi) ++bits;
  return rc::gen::mapcat(rc::gen::inRange(0, bits + 1), [lo, hi](int b) {
    const std::int64_t a = std::max(lo, b == 0 ? std::int64_t{0} : std::int64_t{1} << (b - 1));
    const std::int64_t z = std::min(hi, (std::int64_t{1} << b));
    return a > z ? rc::gen::just(lo) : rc::gen::inRange(a, z + 1);
  });
}

}  // namespace cc::detail
