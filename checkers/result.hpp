// The result of checking one claim, as a value (in the manner of RapidCheck's TestResult):
// the verdict and its evidence. A verdict never claims more than was done: `proved` is a solver's
// unsat (unbounded, or to the bound in `domain`), `verified` is exhaustive enumeration of
// `domain`, `passed` is `cases` random cases from `seed`, `refuted` carries a counterexample,
// `inconclusive` says why nothing was decided (solver unknown, resource limit), `error` is a
// failure of the check itself.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "spec/claims/expect.hpp"
#include "spec/core/fields.hpp"

namespace cc {

// pending: a shard's share of an exhaustive claim held no counterexample; the claim's verdict
// needs every shard (--shard I/N). refused: an MPI library returned an error instead of a result
// (collcheck mpi only).
// skipped: not judged because another judgement of the same run refuted every point it would
// judge (collcheck verify: `correct` when no point is legal, `bound` when none is legal and
// correct); it decides nothing against the expectation.
enum class Verdict { proved, verified, passed, refuted, inconclusive, error, pending, refused, skipped };
enum class Budget { smoke, ci, deep };

const char* to_string(Verdict v);
const char* to_string(Budget b);
std::optional<Budget> parse_budget(const std::string& s);

// Whether the verdict meets the expectation: holds -> proved/verified/passed; refuted -> refuted.
bool as_expected(Expect e, Verdict v);

struct Outcome {
  Verdict verdict = Verdict::error;
  Fields domain;  // what was covered (bounds, budget, shard, seed)
  std::uint64_t cases = 0;
  std::optional<Fields> counterexample;  // in the paper's notation
  Fields replay_case;  // the parameter values that reproduce the counterexample (--case)
  std::string note;    // why inconclusive / error, or what a proof covered
  // Exhaustive claims: the domain index of the counterexample (or of the least undecided case),
  // so that `collcheck merge` can take the least over the shards.
  std::optional<std::uint64_t> index;
};

}  // namespace cc
