// RapidCheck generators for the half-duplex family (Lin and Hung, sections 2 to 5): (alg, p, k, n)
// with alg 0..3 for A, B, E, F, p log-uniform in [2, 1024], k a divisor of p - 1 (for B and F
// one with p >= 2k + 1 when there is one; otherwise the case runs A), and n log-uniform in
// [p, 4p^2] or, a third of the time, next to Theorem 7's precondition (p^2 + kp + k + 1)/2,
// where an off-by-one in the split or in the precondition shows first.
#pragma once

#include "checkers/engine/property.hpp"

namespace cc::generators {

std::vector<Axis> halfduplex_axes();
PointGen halfduplex_points();

}  // namespace cc::generators
