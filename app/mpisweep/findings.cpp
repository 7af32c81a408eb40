#include "app/mpisweep/findings.hpp"

#include <string_view>

namespace cc::app::mpisweep {

namespace {

struct Established {
  std::string_view library_version;  // the library's version line holds this
  std::string_view collective;
  std::string_view algorithm;        // "*": any algorithm of the collective
  int op;                            // 0 non-commutative, 1 commutative, 2 either
  Verdict verdict;
  std::string_view note;
};

// What was established for each finding (mpi/README.md, "What collcheck mpi finds": the
// commands). Only a claim of that library version, collective, algorithm and operator with that
// verdict gets the note.
constexpr Established kEstablished[] = {
    {"MPICH 4.0.2", "reduce", "*", 1, Verdict::error,
     "MPICH 4.0.2's ch4 layer reduces with a commutative operator above 2048 bytes through its "
     "'composition alpha' (maint/tuning/coll/ch4/generic.json; MPIR_CVAR_REDUCE_INTRA_ALGORITHM "
     "acts below it), which passes a non-zero root's MPI_IN_PLACE on as the send buffer of its "
     "intranode reduce and copies from it: the crash is MPICH's, known upstream "
     "(pmodels/mpich#6540, fixed in MPICH 4.2.0 by commit c46c5f2626); reproduced alone "
     "(np 2, count 1024, root 1, in place) with an AddressSanitizer-built witness (memcpy from "
     "0xffffffffffffffff, MPICH's MPI_IN_PLACE), and every case is ok with "
     "MPIR_CVAR_DEVICE_COLLECTIVES=none"},
    {"MPICH 4.0.2", "reduce_scatter", "noncommutative", 2, Verdict::error,
     "forced outside its precondition: MPICH's source says the algorithm works for a power of two "
     "ranks with equal receive counts only, and its own choice takes it only then "
     "(maint/tuning/coll/mpir/generic.json), but coll_algorithms.txt gives it no restriction, so "
     "MPIR_CVAR_COLLECTIVE_FALLBACK=error does not refuse it: the run aborts on MPICH's assertion "
     "(np 2, count 1: 'recvcounts[i] == recvcounts[i + 1]'; np 3: 'pof2 == comm_size'); MPI allows "
     "those counts: a refusal by abort, not a wrong result"},
    {"MPICH 4.0.2", "ireduce_scatter", "sched_noncommutative", 2, Verdict::error,
     "forced outside its precondition: the algorithm works for a power of two ranks with equal "
     "receive counts only; MPICH refuses it at np 3 (coll_algorithms.txt: power-of-two) but at "
     "np 2 and 4 with unequal counts the run aborts on MPICH's assertion 'recvcounts[i] == "
     "recvcounts[i + 1]'; MPI allows those counts: a refusal by abort, not a wrong result"},
    {"MPICH 4.0.2", "ibcast", "tsp_scatterv_recexch_allgatherv", 2, Verdict::refuted,
     "MPICH delivers a wrong broadcast: reproduced alone with the replay line, with an "
     "AddressSanitizer-built witness (clean; a broadcast calls no operator), and with a plain C "
     "program (MPI_Ibcast of one MPI_LONG_LONG at np 3, root 1: every rank, the root included, "
     "ends with another value); coll_algorithms.txt gives the algorithm no restriction; no "
     "upstream report found"},
    {"MPICH 4.0.2", "allreduce", "smp", 2, Verdict::refused,
     "smp is for commutative operators on more than one node (coll_algorithms.txt: commutative, "
     "parent-comm); on one node MPICH returns an error for every case with either operator, also "
     "in a plain C program (MPI_INT, a commutative user operator), and its own MPI_Comm_dup "
     "fails under this setting (the witness then runs on MPI_COMM_WORLD)"},
};

}  // namespace

std::string established_note(const Library& lib, const SweepClaim& c, Verdict v) {
  for (const auto& e : kEstablished) {
    if (lib.version.find(e.library_version) == std::string::npos) continue;
    if (c.setting.collective != e.collective) continue;
    if (e.algorithm != "*" && c.setting.algorithm != e.algorithm) continue;
    if (e.op != 2 && (e.op == 1) != c.commutative) continue;
    if (v != e.verdict) continue;
    return std::string(e.note);
  }
  return "";
}

}  // namespace cc::app::mpisweep
