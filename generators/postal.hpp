// RapidCheck generators for the postal family. Sizes are drawn log-uniformly (most cases small,
// some near the top of the range) and n is drawn near the boundaries G(j) - 1, G(j), G(j) + 1
// a third of the time, where an off-by-one in m or in U_{x,j} shows first.
#pragma once

#include "checkers/engine/property.hpp"

namespace cc::generators {

// (n, k, lambda): n in [1, 10^5], k and lambda in [1, 64].
std::vector<Axis> postal_nkl_axes();
PointGen postal_nkl();

// (n, p, k, lambda): n in [2, 10^6], p in [1, min(n-1, 10^4)], k and lambda in [1, 64].
std::vector<Axis> postal_npkl_axes();
PointGen postal_npkl();

}  // namespace cc::generators
