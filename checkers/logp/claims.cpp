// The logp family's catalog: every claim of checkers/logp/claims.def, declared with its checker
// (checkers/declare.hpp), in catalog order.
#include <vector>

#include "checkers/declare.hpp"

namespace cc {

namespace logp_checks {
#define COLLCHECK_CLAIM(name) Declared claim_##name();
#include "checkers/logp/claims.def"
#undef COLLCHECK_CLAIM
}  // namespace logp_checks

std::vector<Declared> logp_declared() {
  std::vector<Declared> v;
#define COLLCHECK_CLAIM(name) v.push_back(logp_checks::claim_##name());
#include "checkers/logp/claims.def"
#undef COLLCHECK_CLAIM
  return v;
}

}  // namespace cc
