// The proof engine's side in checkers/: runs a claim's Z3 obligations (independent queries, in
// parallel over ctx.jobs, each in its own Z3 context) and turns their answers into one verdict.
// proved: every obligation unsat. refuted: an obligation has a model that re-checks in spec/ (a
// model that does not re-check is an error of the encoding, never a refutation). inconclusive:
// an obligation came back unknown (resource limit or incompleteness). The verdict is decided by
// the first obligation in list order that is not proved, so it is the same for any --jobs.
#pragma once

#include <functional>
#include <optional>

#include "checkers/context.hpp"
#include "checkers/result.hpp"
#include "proofs/engine.hpp"

namespace cc {

struct ObligationSpec {
  std::string name;
  std::function<proofs::ProofResult(const proofs::ProofOptions&)> prove;
  // The model re-evaluated in spec/: what it shows (appended to the counterexample) if it is a
  // genuine counterexample, nullopt if it is not.
  std::function<std::optional<Fields>(const proofs::ProofResult&)> recheck;
  unsigned long long rlimit = 5'000'000;
};

// The options of one solver query of the run: its name, the rlimit (--rlimit, or `rlimit`), the
// solver(s), the claim and --emit-smt2.
proofs::ProofOptions query_options(const RunContext& ctx, std::string name,
                                   unsigned long long rlimit);

// `domain` describes what the obligations cover; the per-obligation rlimit is appended.
Outcome run_obligations(const std::string& claim, const std::vector<ObligationSpec>& obligations,
                        const Fields& domain, const RunContext& ctx);

}  // namespace cc
