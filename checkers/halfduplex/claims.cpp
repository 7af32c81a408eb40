// The half-duplex family's catalog: every claim of checkers/halfduplex/claims.def, declared with
// its checker (checkers/declare.hpp), in catalog order.
#include <vector>

#include "checkers/declare.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc {

namespace halfduplex_checks {
#define COLLCHECK_CLAIM(name) Declared claim_##name();
#include "checkers/halfduplex/claims.def"
#undef COLLCHECK_CLAIM
}  // namespace halfduplex_checks

std::vector<Declared> halfduplex_declared() {
  std::vector<Declared> v;
#define COLLCHECK_CLAIM(name) v.push_back(halfduplex_checks::claim_##name());
#include "checkers/halfduplex/claims.def"
#undef COLLCHECK_CLAIM
  // Every claim that states no other assumption keeps to p = kq + 1 (its domain, or the
  // algorithms it runs).
  for (auto& d : v)
    if (d.spec.assumptions.empty()) d.spec.assumptions = {halfduplex_assumptions::kPKQ};
  return v;
}

}  // namespace cc
