// A claim's expectation: its statement holds, or it is false and a check must refute it. Apart
// from the rest of the catalog's types (spec/claims/claim.hpp) so that what only compares a verdict
// with an expectation (checkers/result.hpp) does not depend on them.
#pragma once

namespace cc {

enum class Expect { holds, refuted };

}  // namespace cc
