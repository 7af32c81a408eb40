// Binds each catalog claim to the function that checks it. Each family declares its claims with
// their checkers in checkers/<family>/ (checkers/declare.hpp), or registers checkers beside a
// catalog in spec/claims/; the registry refuses at start-up, naming both places, a checker
// without a claim, a claim without a checker and an id declared twice (bind_checkers).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "checkers/context.hpp"
#include "checkers/result.hpp"
#include "checkers/trace.hpp"

namespace cc {

struct ClaimSpec;  // spec/claims/claim.hpp

using CheckFn = std::function<Outcome(const RunContext&)>;

// One execution per point of one domain that several claims read (kit::shared_pass,
// checkers/kit.hpp). The runner runs it once for the selected claims that read it, each claim
// getting the Outcome its checker gives it alone.
struct SharedPass {
  std::string name;  // "Algorithm A over (n, k, lambda)"
  // The outcomes of the claims `ids`, reader `readers[i]` of the pass for ids[i].
  std::function<std::vector<Outcome>(const RunContext&, const std::vector<std::string>& ids,
                                     const std::vector<std::size_t>& readers)>
      run;
};

struct Checker {
  std::string id;
  CheckFn run;
  bool takes_variant = false;  // runs the family's algorithm, so --variant applies
  // check --trace-out: replays a refutation on the model's executor step by step (empty: the
  // claim's check has no such run, e.g. a proof).
  TraceFn trace = {};
  // A claim that reads a shared pass (reader `reader` of it); run alone, `run` gives the same.
  std::shared_ptr<const SharedPass> pass = {};
  std::size_t reader = 0;
  // Adds the reader's own fields to the pass's outcome (its domain notes), or empty.
  std::function<void(Outcome&, const RunContext&)> annotate = {};
};

struct Claim {
  const ClaimSpec* spec;
  const Checker* checker;
};

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
