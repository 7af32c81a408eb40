#pragma once
#include <vector>

#include "checkers/registry.hpp"

namespace cc::postal_checks {
// postal.thm1.counting_step, postal.thm1.bmc, postal.lemma3.induction_arith.
std::vector<Checker> proof_checkers();
}  // namespace cc::postal_checks
