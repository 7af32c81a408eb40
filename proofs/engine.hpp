// The proof engine: Z3 decides whether an obligation (a formula that should be valid) has a
// counterexample. Every call runs under a Z3 resource limit ("rlimit"), which counts solver work
// rather than seconds, so the answer does not depend on the machine's speed. unsat of the
// negation is `proved`; sat yields a model, which the caller re-evaluates in spec/ before
// calling it a counterexample; unknown (the limit, or incompleteness of nonlinear arithmetic) is
// never a pass. This header does not include Z3: only proofs/ links it.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "spec/core/checked.hpp"

namespace cc::proofs {

enum class Status { proved, counterexample, unknown };

struct ProofResult {
  Status status = Status::unknown;
  std::string reason;                                      // why unknown
  std::vector<std::pair<std::string, std::string>> model;  // variable -> value (decimal)
  double seconds = 0;
};

struct ProofOptions {
  unsigned long long rlimit = 5'000'000;
  std::string emit_dir;  // if set, the SMT-LIB2 of the query is written to emit_dir/name.smt2
  std::string name;      // a file-name-safe name of the obligation
};

// The model value of `name` as a 128-bit integer; false if absent or out of range.
bool model_value(const ProofResult& r, const std::string& name, i128& out);

// Every model value that fits in 128 bits, by variable name (for the re-check in spec/).
std::map<std::string, i128> model_values(const ProofResult& r);

// The version of the Z3 library linked in, e.g. "4.8.12".
std::string z3_version();

}  // namespace cc::proofs
