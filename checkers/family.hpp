// The five families, each described once: its paper, its claims and their checkers, its algorithm
// variants and its models. The catalog, the checker registry, `--variant` and `collcheck list`
// iterate families() instead of naming the families one by one; a new family is one more entry.
#pragma once

#include <string>
#include <vector>

#include "checkers/registry.hpp"
#include "spec/claims/claim.hpp"

namespace cc {

struct Family {
  std::string name;     // "postal": the claim ids' prefix and the variants' family()
  std::string seed;     // the paper, e.g. "000"
  std::string subject;  // one line
  std::vector<std::vector<ClaimSpec> (*)()> claims;  // spec/claims/<family>.cpp
  std::vector<std::vector<Checker> (*)()> checkers;  // checkers/<family>/
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

// Every claim of every family, in families() order (validated on first use: validate_catalog).
const std::vector<ClaimSpec>& catalog();

// Every family's variants registered (paper's, planted, and any a program added before).
void register_all_variants();

}  // namespace cc
