#pragma once
#include <vector>

#include "checkers/registry.hpp"

namespace cc::postal_checks {
// postal.example.*: the worked examples of sections 3 and 4, reproduced by execution.
std::vector<Checker> example_checkers();
}  // namespace cc::postal_checks
