// Binds each catalog claim to the function that checks it. Each family registers its checkers
// in checkers/<family>/; the registry refuses a checker without a catalog entry and the tests
// refuse a catalog entry without a checker.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "checkers/context.hpp"
#include "checkers/result.hpp"
#include "checkers/trace.hpp"

namespace cc {

struct ClaimSpec;  // spec/claims/claim.hpp

using CheckFn = std::function<Outcome(const RunContext&)>;

struct Checker {
  std::string id;
  CheckFn run;
  bool takes_variant = false;  // runs the family's algorithm, so --variant applies
  // check --trace-out: replays a refutation on the model's executor step by step (empty: the
  // claim's check has no such run, e.g. a proof).
  TraceFn trace = {};
};

struct Claim {
  const ClaimSpec* spec;
  const Checker* checker;
};

// One function per family.
std::vector<Checker> postal_checkers();
std::vector<Checker> omega_checkers();
std::vector<Checker> logp_checkers();
std::vector<Checker> halfduplex_checkers();
std::vector<Checker> halfduplex_proof_checkers();  // checkers/halfduplex/proof_checks.cpp
std::vector<Checker> groupops_checkers();

// Every claim of the catalog with its checker, in catalog order.
const std::vector<Claim>& claims();
const Claim* find_claim(const std::string& id);

// Shell-style glob (* and ?) match.
bool glob_match(const std::string& pattern, const std::string& text);

// The claims matching any of the patterns (all claims for none); throws UsageError for a
// pattern that matches nothing.
std::vector<const Claim*> select_claims(const std::vector<std::string>& patterns);

// Validates a variant name for the families of the selected claims (throws UsageError).
void validate_variant(const std::string& variant, const std::vector<const Claim*>& selected);

}  // namespace cc
