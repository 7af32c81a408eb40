// collcheck mpi: what was established about a library's findings (mpi/README.md, "What collcheck
// mpi finds"), attached to the claim's note in the report: whether a failure is the library's,
// known upstream, or an algorithm forced outside the library's documented precondition.
#pragma once

#include <string>

#include "app/mpisweep/claims.hpp"
#include "app/mpisweep/library.hpp"
#include "checkers/result.hpp"

namespace cc::app::mpisweep {

// The note for claim `c` of `lib` with verdict `v`, or "" when nothing was established for it.
std::string established_note(const Library& lib, const SweepClaim& c, Verdict v);

}  // namespace cc::app::mpisweep
