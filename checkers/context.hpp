// What a check run is asked to do: the budget, threads, seed, shard, an optional pinned case
// (--case, for replaying one counterexample) and the variant of the family's algorithm.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "checkers/progress.hpp"
#include "checkers/result.hpp"
#include "proofs/solver.hpp"
#include "spec/core/fields.hpp"

namespace cc {

// Share `index` of `count` (--shard I/N, an MPI unit) holds the cases whose index (in the domain's
// order, or in a property run's seeded sequence) the fixed mix below sends to it: every share
// draws alike from every part of a domain, where a stride (index mod count) would give one share
// all the cases of one value of the fastest axis, and so very different costs.
struct Shard {
  unsigned index = 1;  // 1-based
  unsigned count = 1;

  static unsigned of(std::uint64_t case_index, unsigned count) {
    std::uint64_t x = case_index + 0x9E3779B97F4A7C15ull;  // splitmix64's finalizer
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    x ^= x >> 31;
    return static_cast<unsigned>(x % count);
  }
  bool holds(std::uint64_t case_index) const {
    return count <= 1 || of(case_index, count) == index - 1;
  }
};

// How far an exhaustive sweep has come, for --checkpoint: every index below `done_below` was
// checked, and per reader (one per claim; the readers of a shared pass each have their own) the
// least counterexample or undecided case among them, if any.
struct SweepReaderState {
  std::optional<std::uint64_t> fail_index;
  std::optional<Fields> fail_detail;
  std::optional<std::uint64_t> inconclusive_index;
  std::string inconclusive_reason;
};
struct SweepState {
  std::uint64_t done_below = 0;
  std::vector<SweepReaderState> readers;
};

// Where a sweep's state is kept between runs (app: the checkpoint file). `key` names the sweep:
// its claims (a shared pass's readers joined by '+') and the number of the sweep within them.
// The claims of a sweep as its key names them: "claim", or a shared pass's readers "a+b+c".
inline std::string sweep_names(const std::vector<std::string>& claims) {
  std::string names;
  for (const auto& c : claims) names += (names.empty() ? "" : "+") + c;
  return names;
}

class SweepStore {
 public:
  virtual ~SweepStore() = default;
  virtual std::optional<SweepState> load(const std::string& key) = 0;
  virtual void save(const std::string& key, const SweepState& s) = 0;
  // The key of the next sweep of `claims` (one claim, or the readers of a shared pass): the sweeps
  // of each set of claims are numbered from 0 in the order they start.
  virtual std::string next_key(const std::vector<std::string>& claims) = 0;
};

inline constexpr std::uint64_t kMaxRlimit = 0xffffffffull;
// --cvc5-tlimit: at most the default, 10 s per query, in milliseconds. cvc5 1.0 cannot be
// interrupted, so a query in flight holds a claim's --timeout and a stop until its limit ends: a
// longer limit would make those wait longer than they say.
inline constexpr std::uint64_t kMaxCvc5TlimitMs = proofs::kCvc5TimeLimitMs;
inline constexpr std::uint64_t kMaxTimeout = 604800;  // --timeout: one week, in seconds

struct RunContext {
  Budget budget = Budget::ci;
  unsigned jobs = 1;
  std::uint64_t seed = 0;
  Shard shard;
  std::optional<Fields> pinned;  // --case name=value,...
  std::string variant;           // empty: the paper's algorithm
  Progress* progress = nullptr;
  // --rlimit N: Z3's resource limit of every query (deterministic, unlike a timeout), in place of
  // each obligation's own; at most kMaxRlimit (Z3 takes an unsigned 32-bit number).
  std::optional<std::uint64_t> rlimit;
  std::string emit_smt2_dir;  // prove --emit-smt2 DIR
  proofs::Solver solver = proofs::Solver::z3;  // --solver, --cross-check
  // --cvc5-tlimit MS: cvc5's wall-clock backstop per query (default proofs::kCvc5TimeLimitMs).
  std::optional<unsigned> cvc5_tlimit_ms;
  std::string claim;  // the claim being run (set by run_claim), for the queries it emits
  // --timeout S: a claim (here: each run_claim) still running after S seconds of wall time is
  // stopped and reads inconclusive, "timeout (S s)"; 0: no limit. At most kMaxTimeout.
  std::uint64_t timeout_s = 0;
  // --fail-fast: the run stops after the first claim whose verdict is a failure (not as
  // expected, or error); the claims after it are not run.
  bool fail_fast = false;
  // collcheck merge: an exhaustive claim only counts its admissible cases with index <= this,
  // over the whole domain, and checks none (verdict verified, cases the count).
  std::optional<std::uint64_t> count_upto;
  // --checkpoint: sweeps resume from, and save to, this store (at least every 30 s and on a
  // stop).
  SweepStore* sweeps = nullptr;
  // The program that replays a refutation: "collcheck", or a program of its own that
  // registers variants (examples/cpp-variant), named as it was started.
  std::string program = "collcheck";
};

}  // namespace cc
