// check --trace-out for the postal claims that run Algorithm A or B (checkers/trace.hpp).
#pragma once

#include "checkers/trace.hpp"

namespace cc::postal_checks {

// The refuting case (n, k, lambda) run by Algorithm A, or (n, p, k, lambda) by Algorithm B, with
// the run's variant, up to the violation.
TraceFn algorithm_a_trace();
TraceFn algorithm_b_trace();

}  // namespace cc::postal_checks
