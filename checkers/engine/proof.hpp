// The proof engine's side in checkers/: runs a claim's Z3 obligations and turns their answers
// into one verdict. proved: every obligation unsat. refuted: an obligation has a model that
// re-checks in spec/ (a model that does not re-check is an error of the encoding, never a
// refutation). inconclusive: an obligation came back unknown (resource limit or incompleteness).
#pragma once

#include <functional>

#include "checkers/context.hpp"
#include "checkers/result.hpp"
#include "proofs/engine.hpp"

namespace cc {

struct ObligationSpec {
  std::string name;
  std::function<proofs::ProofResult(const proofs::ProofOptions&)> prove;
  // True if the model is a genuine counterexample (evaluated in spec/).
  std::function<bool(const proofs::ProofResult&)> recheck;
  unsigned long long rlimit = 5'000'000;
};

Outcome run_obligations(const std::string& claim, const std::vector<ObligationSpec>& obligations,
                        const Fields& domain, const RunContext& ctx);

}  // namespace cc
