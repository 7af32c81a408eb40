#pragma once
#include <vector>

#include "checkers/registry.hpp"

namespace cc::postal_checks {
// postal.lemma2.literal and postal.lemma2.corrected.
std::vector<Checker> lemma2_checkers();
}  // namespace cc::postal_checks
