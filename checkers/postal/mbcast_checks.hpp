// collcheck's table of optima for the broadcast of m items on the k-port lambda-postal model (one
// item per message, MPI's count; docs/optima.md): the exact optimum of each point, computed with
// the m-item bounded model check (proofs/postal_mbcast_bmc.hpp), its schedule replayed on the
// executor, one step fewer proved impossible.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "checkers/registry.hpp"
#include "proofs/postal_mbcast_bmc.hpp"

namespace cc::postal_checks {

// Replays an m-item broadcast schedule (sends[t-1]) of `steps` steps on the k-port lambda-postal
// executor (PostalNetwork), each message carrying its item: what went wrong (a rule of the model,
// an item sent by a PE that does not hold it, a PE missing an item at the end), or nothing.
std::optional<std::string> replay_mbcast(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                         std::uint32_t m, std::uint32_t steps,
                                         const std::vector<std::vector<proofs::ItemSend>>& sends);

// The exact optimum of one point, from `from` steps up (the query at from - 1 is asked first and
// must be unsat, else `below` holds the faster schedule's steps): the least T <= `upto` with a
// schedule (replayed), or nothing within `upto`.
struct MBcastOptimum {
  std::optional<std::uint32_t> below;    // a schedule of from - 1 steps exists (then no optimum)
  std::optional<std::uint32_t> optimum;  // the least steps, one fewer proved impossible
  std::string schedule;                  // the optimum's schedule, "t:a->b#j ..."
};
MBcastOptimum mbcast_optimum(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                             std::uint32_t m, std::uint32_t from, std::uint32_t upto,
                             const RunContext& ctx);

// One case of postal.optima.mbcast_barnoy_kipnis (k = 1, lambda = 1): Bar-Noy and Kipnis's
// (m - 1) + ceil(log2 n) <= optimum <= m + ceil(log2 n). `lower_shift` and `upper_shift` move
// the two bounds (planted: a wrong bound, which the check must refute).
std::optional<Fields> barnoy_kipnis_case(std::uint32_t n, std::uint32_t m, const RunContext& ctx,
                                         std::int32_t lower_shift = 0,
                                         std::int32_t upper_shift = 0);
Checker barnoy_kipnis_checker(const std::string& id, std::int32_t lower_shift = 0,
                              std::int32_t upper_shift = 0);

// postal.optima.mitems_window (docs/optima.md, "Many items"): the optimum of prefix, reduce (to PE
// 0) and allreduce of m items per PE at each point of the domain, computed by collcheck synth
// (synth/postal.cpp: a per-item window schedule replayed on the executor, one step fewer excluded
// by the m-item broadcast or gossip query, unsat); it must be at least the m-item broadcast's
// counts bound, and at n = 2 exactly lambda - 1 + m. `lower_shift` (planted) raises the bound
// that the optima are checked against, which the check must refute.
std::optional<Fields> mitems_optimum_case(const std::string& collective, std::uint32_t n,
                                          std::uint32_t k, std::uint32_t lambda, std::uint32_t m,
                                          const RunContext& ctx, std::int32_t lower_shift = 0,
                                          std::uint32_t* steps = nullptr);
Checker mitems_optima_checker(const std::string& id, std::int32_t lower_shift = 0);

// The postal executor's bound for an m-item broadcast (n >= 2): the largest of Theorem 1's m,
// lambda - 1 + ceil(m / k) and ceil(m / k) - 1 + Theorem 1's m; and ceil(log2 n).
std::uint32_t mbcast_counts_bound(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                  std::uint32_t m);
std::uint32_t ceil_log2(std::uint32_t n);

}  // namespace cc::postal_checks
