#pragma once
#include <vector>

#include "checkers/registry.hpp"

namespace cc::postal_checks {
// postal.thm1.counting_step, postal.thm1.bmc, postal.lemma3.induction_arith.
std::vector<Checker> proof_checkers();

// One case of postal.thm1.bmc: no schedule informs all n PEs within m-1 steps, one does within m
// (replayed on the executor). m is a parameter so that the tests can plant a wrong bound.
std::optional<Fields> bmc_case(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                               std::uint32_t m, const RunContext& ctx);
}  // namespace cc::postal_checks
