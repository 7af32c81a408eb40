// The groupops family's catalog: every claim of checkers/groupops/claims.def, declared with its
// checker (checkers/declare.hpp), in catalog order.
#include <vector>

#include "checkers/declare.hpp"

namespace cc {

namespace groupops_checks {
#define COLLCHECK_CLAIM(name) Declared claim_##name();
#include "checkers/groupops/claims.def"
#undef COLLCHECK_CLAIM
}  // namespace groupops_checks

std::vector<Declared> groupops_declared() {
  std::vector<Declared> v;
#define COLLCHECK_CLAIM(name) v.push_back(groupops_checks::claim_##name());
#include "checkers/groupops/claims.def"
#undef COLLCHECK_CLAIM
  return v;
}

}  // namespace cc
