// Binds each catalog claim to the function that checks it. Each family declares its claims with
// their checkers in checkers/<family>/ (checkers/declare.hpp), or registers checkers beside a
// catalog in spec/claims/; the registry refuses at start-up, naming both places, a checker
// without a claim, a claim without a checker and an id declared twice (bind_checkers).
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

// One function per family whose checkers are registered apart from its catalog (the others
// declare their claims with their checkers: checkers/declare.hpp).
std::vector<Checker> omega_checkers();
std::vector<Checker> logp_checkers();
std::vector<Checker> halfduplex_checkers();
std::vector<Checker> halfduplex_proof_checkers();  // checkers/halfduplex/proof_checks.cpp

// A claim or a checker and where it was declared or registered (file:line, or the function that
// registers it), for the registry's messages.
struct ClaimSite {
  const ClaimSpec* spec;
  std::string where;
};
struct CheckerSite {
  const Checker* checker;
  std::string where;
};

// Every claim with its checker, in the claims' order. Throws std::logic_error (an internal error,
// exit 4) naming both places for: a claim id declared twice, a checker id registered twice, a
// checker without a claim and a claim without a checker (for these, the places of the family's
// claims or checkers that were searched).
std::vector<Claim> bind_checkers(const std::vector<ClaimSite>& claims,
                                 const std::vector<CheckerSite>& checkers);

// Every claim of the catalog with its checker, in catalog order (bind_checkers on first use).
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
