// The postal family's catalog: every claim of checkers/postal/claims.def, declared with its checker
// (checkers/declare.hpp), in catalog order.
#include <vector>

#include "checkers/declare.hpp"
#include "spec/claims/postal_assumptions.hpp"

namespace cc {

namespace postal_checks {
#define COLLCHECK_CLAIM(name) Declared claim_##name();
#include "checkers/postal/claims.def"
#undef COLLCHECK_CLAIM
}  // namespace postal_checks

std::vector<Declared> postal_declared() {
  std::vector<Declared> v;
#define COLLCHECK_CLAIM(name) v.push_back(postal_checks::claim_##name());
#include "checkers/postal/claims.def"
#undef COLLCHECK_CLAIM
  // Every claim runs inside the model's k >= 1, lambda >= 1 (the domains start at 1).
  for (auto& d : v)
    if (d.spec.assumptions.empty())
      d.spec.assumptions = {postal_paper::kKAtLeast1, postal_paper::kLambdaAtLeast1};
  return v;
}

}  // namespace cc
