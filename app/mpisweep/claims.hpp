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

// The blocking collective of a non-blocking one (ireduce -> reduce); a blocking one itself.
std::string blocking(const std::string& coll);
// Whether a collective is a non-blocking one (ireduce, ibcast, ...).
bool nonblocking(const std::string& coll);

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

// mpirun ... -np P [the settings] WITNESS --collectives X,... --counts ... [--op commutative] ...:
// one run for claims whose settings can share it (batches()); claims of both operators name the
// commutative ones' (--collectives reduce,reduce:commutative). The replay line of one claim is
// its command alone, with --op.
std::vector<std::string> command(const Library& lib, const std::vector<const SweepClaim*>& cs,
                                 int np, const std::string& witness, const WitnessRun& w);

// The claims (indices into `claims`) that one mpirun runs together, in the order they run. The
// claims of one setting share its run, whatever their operator (the witness runs a collective
// with each operator in turn, the same parameters forced). The library's own choice of every
// collective shares one run; a forced algorithm shares a run with forced algorithms of other
// collectives only where no algorithm of the run may call another collective of the run: Open
// MPI's tuned algorithms call the tuned reduce and bcast (allreduce 'nonoverlapping' is reduce +
// bcast), and MPICH's 'smp' and 'nb' algorithms call the reduce, the bcast and the non-blocking
// collectives; so reduce and bcast run apart from the other blocking collectives, and MPICH's
// non-blocking ones apart from its blocking ones.
std::vector<std::vector<std::size_t>> batches(const Library& lib,
                                              const std::vector<SweepClaim>& claims);

// The verdict's context for a refuted non-commutative reading of a forced algorithm: what the
// library documents, and what the commutative reading of the same setting gave.
std::string fairness_note(const Library& lib, const SweepClaim& c, Verdict commutative_reading,
                          const std::string& commutative_id);

}  // namespace cc::app::mpisweep
