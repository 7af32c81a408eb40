// collcheck's table of allreduce optima on the k-port lambda-postal model (one operand per PE;
// docs/optima.md, "Allreduce"): the least steps of the window class (proofs/
// postal_allreduce_bmc.hpp), its schedule replayed here on PostalNetwork with the interval
// witness, and the gossip query at one step fewer, whose unsat makes it the exact optimum.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "checkers/registry.hpp"

namespace cc::postal_checks {

// Replays a window-class allreduce schedule (sends[t-1]: the messages of step t) of `steps` steps
// on PostalNetwork<Interval>: what went wrong (a rule of the model, a PE without 0:n-1 at the
// end), or nothing.
std::optional<std::string> replay_allreduce_window(
    std::uint32_t n, std::uint32_t k, std::uint32_t lambda, std::uint32_t steps,
    const std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>>& sends);

// One case of postal.optima.allreduce_window; `upper_shift` moves the m + 1 of the statement
// (planted: a wrong table, which the check must refute).
std::optional<Fields> allreduce_window_case(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                            const RunContext& ctx, std::int32_t upper_shift = 0);
Checker allreduce_window_checker(const std::string& id, std::int32_t upper_shift = 0);

}  // namespace cc::postal_checks
