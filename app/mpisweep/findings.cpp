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
     "MPICH's crash, known upstream and fixed: pmodels/mpich#6540, fixed by PR #6543 (commit "
     "c46c5f2626, 'ch4/coll: Fix reduce composition alpha'), released in MPICH 4.2.0. Cause: MPICH "
     "4.0.2's ch4 layer reduces with a commutative operator above 2048 bytes through its "
     "'composition alpha' (maint/tuning/coll/ch4/generic.json; MPIR_CVAR_REDUCE_INTRA_ALGORITHM "
     "acts below it), which passes a non-zero root's MPI_IN_PLACE on as the send buffer of its "
     "intranode reduce and copies from it. Reproduced alone (np 2, count 1024, root 1, in place) "
     "with an AddressSanitizer-built witness (memcpy from 0xffffffffffffffff, MPICH's "
     "MPI_IN_PLACE); every case is ok with MPIR_CVAR_DEVICE_COLLECTIVES=none"},
    {"MPICH 4.0.2", "reduce_scatter", "noncommutative", 2, Verdict::error,
     "forced outside its precondition, a refusal by abort rather than a wrong result: MPICH's "
     "source says the algorithm works for a power of two ranks with equal receive counts only, "
     "and its own choice takes it only then (maint/tuning/coll/mpir/generic.json), but "
     "coll_algorithms.txt gives it no restriction, so MPIR_CVAR_COLLECTIVE_FALLBACK=error does "
     "not refuse it and the run aborts on MPICH's assertion (np 2, count 1: 'recvcounts[i] == "
     "recvcounts[i + 1]'; np 3: 'pof2 == comm_size'); MPI allows those counts. Upstream: not "
     "found (pmodels/mpich issues searched for the assertion's text and the algorithm's name)"},
    {"MPICH 4.0.2", "ireduce_scatter", "sched_noncommutative", 2, Verdict::error,
     "forced outside its precondition, a refusal by abort rather than a wrong result: the "
     "algorithm works for a power of two ranks with equal receive counts only; MPICH refuses it "
     "at np 3 (coll_algorithms.txt: power-of-two) but at np 2 and 4 with unequal counts the run "
     "aborts on MPICH's assertion 'recvcounts[i] == recvcounts[i + 1]'; MPI allows those counts. "
     "Upstream: not found (pmodels/mpich issues searched for the assertion's text)"},
    {"MPICH 4.0.2", "ibcast", "tsp_scatterv_recexch_allgatherv", 2, Verdict::refuted,
     "a wrong result of MPICH, as observed: with a root other than 0 every rank, the root "
     "included, ends with wrong data: on MPI_BYTE at np 2 (root 1, odd counts: the bytes split "
     "unevenly over the ranks), np 3 and np 4 (every root but 0, counts 1, 2, 3, 5), on MPI_INT "
     "at np 3 (roots 1, 2) and np 4 (root 2; roots 1 and 3 happen to be right), and on the "
     "witness's 48-byte element at np 3 and 4; runs also read and write past the buffer (glibc's "
     "malloc assertion, a segfault at np 4); root 0 is right. Cause, in "
     "src/mpi/coll/ibcast/ibcast_tsp_scatterv_allgatherv.c (4.0.2 and upstream's current source "
     "alike): the scatter's receive offset and size use the actual rank (displs[rank], "
     "cnts[rank]) while the tree's subtree sizes sum cnts[] over root-relative ranks, so with "
     "root != 0 the blocks sent and the blocks expected disagree. Reproduced alone with the "
     "replay line and with a plain C program (MPI_INT, no user datatype or operator: collcheck "
     "mpi --emit-repro); coll_algorithms.txt gives the algorithm no restriction; upstream's "
     "tests use root 0 only; later upstream changes to the file add error checks only (PR "
     "#6377). Upstream: not found (pmodels/mpich issues searched for ibcast scatterv, wrong "
     "result, root)"},
    {"MPICH 4.0.2", "igather", "tsp_tree", 2, Verdict::refuted,
     "a wrong result of MPICH, as observed: at np 1 the root's receive buffer is never written "
     "(not in place; every count and datatype); np 2 to 4 are right. Cause, in "
     "src/mpi/coll/igather/igather_tsp_tree.c (4.0.2 and upstream's current source alike): a "
     "rank without children in the tree is treated as a leaf that sends its data to its parent, "
     "and the root of a one-rank communicator has no children and no parent, so the copy of its "
     "own block into the receive buffer (scheduled only on the branch of ranks with children) "
     "never happens. Upstream: not found (pmodels/mpich issues searched for igather tsp_tree, "
     "single process); related but not the same: pmodels/mpich#7078 (persistent MPI_Gather_init "
     "does not copy the root's own data, MPICH 4.1.2)"},
    {"MPICH 4.0.2", "allreduce", "smp", 2, Verdict::refused,
     "refused because of how collcheck forces it, not a fault of the algorithm on one node: "
     "MPIR_CVAR_COLLECTIVE_FALLBACK=error also governs the collectives smp makes inside on its "
     "sub-communicators (the error stack runs from MPIDI_Allreduce_intra_composition_gamma "
     "through MPIR_Allreduce_impl, and with the commutative operator on through "
     "MPIR_Allreduce_intra_smp into MPID_Bcast), which the forced setting makes unusable; with "
     "the default fallback every case is ok (np 3, counts 1, 4, 43, both operators). The same "
     "setting makes MPICH's own MPI_Comm_dup fail (the witness then runs on MPI_COMM_WORLD)"},
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
