// RapidCheck generators for the LogP family (Shou and Chen, sections 1-2).
// (P, L, o, g) with L, g log-uniform in [1, 32], o in [0, g] (the paper assumes g >= o), and P
// log-uniform in [1, 4096] or, a third of the time, at f_T - 1, f_T or f_T + 1 for some T, where
// an off-by-one in T* or in min{T | f_T >= P} shows first.
#pragma once

#include "checkers/engine/property.hpp"

namespace cc::generators {

std::vector<Axis> logp_plog_axes();
PointGen logp_plog();

}  // namespace cc::generators
