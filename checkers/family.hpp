// The five families, each described once: its paper, its claims and their checkers, its algorithm
// variants and its models. The catalog, the checker registry, `--variant` and `collcheck list`
// iterate families() instead of naming the families one by one; a new family is one more entry.
#pragma once

#include <string>
#include <vector>

#include "checkers/declare.hpp"
#include "checkers/registry.hpp"
#include "spec/claims/claim.hpp"

namespace cc {

// A function that lists a family's declarations, and its name for the
// registry's messages ("postal_declared() in checkers/postal/claims.cpp").
template <class T>
struct Listed {
  std::vector<T> (*list)();
  const char* where;
};

struct Family {
  std::string name;     // "postal": the claim ids' prefix and the variants' family()
  std::string seed;     // the paper, e.g. "000"
  std::string subject;  // one line
  // Its claims with their checkers, declared together (checkers/<family>/claims/, one file per
  // claim; checkers/declare.hpp).
  std::vector<Listed<Declared>> declared;
  // Registers the family's paper algorithms and planted bugs as Variants (spec/core/variant.hpp).
  void (*register_variants)() = nullptr;
  // The kind of variant that claim `id` runs with --variant (logp: summation or broadcast).
  std::string (*variant_kind)(const std::string& id) = nullptr;
  // The machine models of `collcheck simulate` (each also writes --emit-schedule).
  std::vector<std::string> models;
  // The models of schedule documents that `collcheck verify` reads for this family, each run by
  // its reader in spec/schedule/<model>.cpp (docs/schedule-format.md).
  std::vector<std::string> schedule_models;
};

const std::vector<Family>& families();
const Family* find_family(const std::string& name);

// Every claim and every checker of every family, in families() order, with where each was
// declared or registered (the registry's claims() binds them). Built and the claims validated
// (validate_catalog) on first use.
struct Registered {
  std::vector<ClaimSpec> claims;
  std::vector<std::string> claim_sites;
  std::vector<Checker> checkers;
  std::vector<std::string> checker_sites;
};
const Registered& registered();

// Every claim of every family, in families() order: registered().claims.
const std::vector<ClaimSpec>& catalog();

// Every family's variants registered (paper's, planted, and any a program added before).
void register_all_variants();

}  // namespace cc
