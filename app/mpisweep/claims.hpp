// collcheck mpi: the claims of a sweep, mpi.<library>.<collective>.<algorithm>[.commutative]: what
// MPI requires of the collective under one setting of the library, on the interval witness (a
// non-commutative operator) or the multiset witness (a commutative one); and the line that replays
// one case of it (mpi/README.md).
#pragma once

#include <string>
#include <vector>

#include "app/mpisweep/library.hpp"
#include "checkers/result.hpp"
#include "spec/claims/claim.hpp"

namespace cc::app::mpisweep {

struct SweepClaim {
  Setting setting;
  bool commutative = false;  // the multiset witness (--op commutative)
  ClaimSpec spec;
};

// One claim per setting and operator: the non-commutative reading of every setting, and the
// commutative one of every reducing collective's setting (none with --planted swap, which needs a
// non-commutative operator). A broadcast calls no operator: one claim, the value witness.
std::vector<SweepClaim> sweep_claims(const Library& lib, const std::vector<Setting>& settings,
                                     bool swap_planted);

// What the witness is run with for `c` at `np` (after mpirun's own arguments and the witness).
struct WitnessRun {
  std::vector<std::string> counts;  // the counts, decimal
  std::vector<std::string> datatypes;  // empty: both
  std::string planted = "none";
};

// mpirun ... -np P [the setting] WITNESS --collectives X --counts ... [--op commutative] ...
std::vector<std::string> command(const Library& lib, const SweepClaim& c, int np,
                                 const std::string& witness, const WitnessRun& w);

// The verdict's context for a refuted non-commutative reading of a forced algorithm: what the
// library documents, and what the commutative reading of the same setting gave.
std::string fairness_note(const Library& lib, const SweepClaim& c, Verdict commutative_reading,
                          const std::string& commutative_id);

}  // namespace cc::app::mpisweep
