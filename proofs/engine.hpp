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

#include "proofs/solver.hpp"
#include "spec/core/checked.hpp"

namespace cc::proofs {

enum class Status { proved, counterexample, unknown };

// One solver's answer to one query.
struct SolverRun {
  std::string solver;  // "z3" or "cvc5"
  std::string answer;  // "sat", "unsat" or "unknown"
  std::string reason;  // unknown: why
  double seconds = 0;
};

struct ProofResult {
  Status status = Status::unknown;
  std::string reason;                                      // why unknown
  std::vector<std::pair<std::string, std::string>> model;  // variable -> value (decimal)
  double seconds = 0;
  std::vector<SolverRun> runs;  // each solver that was asked, in order
};

struct ProofOptions {
  // Z3's rlimit; cvc5 runs under its own per-query limit, kCvc5RlimitPerZ3 times fewer units.
  unsigned long long rlimit = 5'000'000;
  // cvc5's wall-clock backstop per query (tlimit-per, milliseconds; --cvc5-tlimit).
  unsigned cvc5_tlimit_ms = kCvc5TimeLimitMs;
  Solver solver = Solver::z3;
  // If set, the query is written to emit_dir/name.smt2 in portable SMT-LIB 2.6 (set-logic, the
  // answer obtained as :status) and listed in the manifest (emitted()).
  std::string emit_dir;
  std::string name;   // a file-name-safe name of the obligation
  std::string claim;  // the claim the query belongs to (for the manifest)
  // What each answer of the query means for the claim (the file's header and the manifest).
  std::string sat_means = "the obligation has a counterexample: the model's values";
  std::string unsat_means = "the obligation holds (proved)";
};

// An obligation of a family (proofs/<family>_obligations.hpp): its name and what unsat proves.
struct NamedObligation {
  std::string name;       // file-name-safe
  std::string statement;  // what unsat proves
};

// cvc5's rlimit-per counts coarser steps than Z3's rlimit: a query gets Z3's limit divided by this
// (measured on the ci obligations, docs/solvers.md).
inline constexpr unsigned long long kCvc5RlimitPerZ3 = 20;

// A query written by --emit-smt2, as manifest.json lists it.
struct EmittedQuery {
  std::string file;  // name within the directory
  std::vector<std::string> claims;  // the claims that asked it (one query may serve several)
  std::string obligation;
  std::string logic;
  std::string status;  // the answer obtained: sat, unsat or unknown
  std::string sat_means;
  std::string unsat_means;
  unsigned long long rlimit = 0;
  std::vector<SolverRun> runs;
};

// Every query emitted since the program started, one entry per file, in the order they were first
// written (thread-safe).
std::vector<EmittedQuery> emitted();

// Whether this build has cvc5, and the versions of the solvers linked in ("" for cvc5 without).
bool have_cvc5();
std::string cvc5_version();

// "z3 unknown (why)", "cvc5 unknown (why)" or "z3 and cvc5 unknown (z3: why; cvc5: why)": an
// undecided query as a note says which solvers were asked.
std::string unknown_text(const ProofResult& r);

// The model value of `name` as a 128-bit integer; false if absent or out of range.
bool model_value(const ProofResult& r, const std::string& name, i128& out);

// Every model value that fits in 128 bits, by variable name (for the re-check in spec/).
std::map<std::string, i128> model_values(const ProofResult& r);

// The version of the Z3 library linked in, e.g. "4.8.12".
std::string z3_version();

}  // namespace cc::proofs
