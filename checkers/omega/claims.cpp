// The omega family's catalog: every claim of checkers/omega/claims.def, declared with its checker
// (checkers/declare.hpp), in catalog order.
#include <vector>

#include "checkers/declare.hpp"
#include "spec/claims/omega_assumptions.hpp"

namespace cc {

namespace omega_checks {
#define COLLCHECK_CLAIM(name) Declared claim_##name();
#include "checkers/omega/claims.def"
#undef COLLCHECK_CLAIM
}  // namespace omega_checks

std::vector<Declared> omega_declared() {
  std::vector<Declared> v;
#define COLLCHECK_CLAIM(name) v.push_back(omega_checks::claim_##name());
#include "checkers/omega/claims.def"
#undef COLLCHECK_CLAIM
  // Every claim runs on N = 2^L nodes, L >= 1 (the domains start at L = 1).
  for (auto& d : v)
    if (d.spec.assumptions.empty()) d.spec.assumptions = {omega_paper::kLAtLeast1};
  return v;
}

}  // namespace cc
