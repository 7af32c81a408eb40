#pragma once
#include <vector>

#include "checkers/postal/counts.hpp"
#include "checkers/registry.hpp"

namespace cc::postal_checks {
// The checkers of the proof claims are in checkers/postal/checkers.hpp; here the cases they run.

// One case of postal.thm1.bmc: no schedule informs all n PEs within m-1 steps, one does within m
// (replayed on the executor). m is a parameter so that the tests can plant a wrong bound.
std::optional<Fields> bmc_case(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                               std::uint32_t m, const RunContext& ctx);

// Replays a broadcast schedule (sends[t-1], PE a -> PE b) of `steps` steps on the k-port
// lambda-postal executor: what went wrong (a rule broken, a message never received), or the
// number of PEs holding v(0) after the last step and the least PE that does not.
struct BroadcastReplay {
  std::optional<std::string> defect;
  std::uint32_t holders = 0;
  std::optional<std::uint32_t> missing;
};
BroadcastReplay replay_holders(std::uint32_t n, std::uint64_t k, std::uint64_t lambda,
                               std::uint32_t steps, const Sends& sends);

// Replays a broadcast schedule (sends[t-1], PE a -> PE b) of `steps` steps on the k-port
// lambda-postal executor; what went wrong, if anything (some PE not holding v(0) at the end
// included).
std::optional<std::string> replay_broadcast(
    std::uint32_t n, std::uint64_t k, std::uint64_t lambda, std::uint32_t steps,
    const std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>>& sends);

// One case of postal.thm1.counts: the count search (every schedule, checkers/postal/counts.hpp)
// informs no n PEs within m-1 steps and some within m, its witness replayed on the executor.
// Fields on a failure: no schedule within m, or one within fewer (with its replay's result).
// `plant` plants a search over fewer schedules or a model with more ports (the tests).
std::optional<Fields> counts_case(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                  std::uint32_t m, CountsPlant plant = {});

// Section 3.1: some schedule of the window class computes every prefix within m steps with fewer
// than kG(j-1) PEs receiving v(0) in step j + lambda - 1 (the counterexample, replayed), or no
// schedule of v(0) at all has so few (nullopt). The point must satisfy receivers_admissible.
bool receivers_admissible(std::uint32_t n, std::uint32_t k, std::uint32_t lambda, std::uint32_t j);
std::optional<Fields> receivers_case(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                     std::uint32_t j, const RunContext& ctx);

// With n = G(m): a schedule informing all n PEs within m steps with fewer than kG(j-1) receivers
// in some step j + lambda - 1 (none should exist).
std::optional<Fields> tight_case(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                 const RunContext& ctx);

// Algorithm B on p PEs: Theorem 1's bound with n := p (counts_case at m + shift; shift = 1 plants
// a wrong bound) and B's step count for n = p + 1 and 2p + 1.
std::optional<Fields> algb_optimal_case(std::uint32_t p, std::uint32_t k, std::uint32_t lambda,
                                        std::uint32_t shift);

// One case of postal.thm1.holders_bound: for every t <= m, the most PEs holding v(0) after step t
// over every schedule (the count search) is min(n, G(t)), the schedule that attains it replayed
// on the executor, which counts its holders. Fields on a failure: the step t, G(t), the most
// holders and the schedule with its replay.
std::optional<Fields> holders_case(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                   std::uint32_t m, CountsPlant plant = {});

// Planted statements under the real claims' ids, never registered: the tight necessity for every
// n, and Algorithm B's bound one step too high.
std::vector<Checker> planted_proof_checkers();
}  // namespace cc::postal_checks
