// collcheck-mpi-witness: runs under `mpirun -np P` and checks, in one run, every collective
// reduction of the MPI library it is linked with on the interval witness (a non-commutative
// operator) or the multiset witness (a commutative one), for every count, root, datatype and
// MPI_IN_PLACE where MPI allows it. Rank 0 prints one JSON line per case. mpi/README.md says
// how to build and run it, its options and its output.
#include "witness_mpi.hpp"

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "witness_case.hpp"
#include "witness_element.hpp"
#include "witness_ops.hpp"
#include "witness_options.hpp"
#include "witness_report.hpp"
#include "witness_run.hpp"
#include "witness_yield.hpp"

// Built with AddressSanitizer (collcheck-mpi-witness-<library>-asan): leaks are not reported, for
// the MPI libraries keep memory past MPI_Finalize that is theirs, not the witness's; every other
// report (an overflow, a use after free) ends the run as an error.
#if defined(__SANITIZE_ADDRESS__)
extern "C" const char* __asan_default_options() { return "detect_leaks=0"; }
#endif

namespace {

// The cases of a run in the order of the output: collective, operator, count, datatype,
// in-place, root.
std::vector<witness::Case> cases_of(const witness::Options& o, int ranks) {
  std::vector<witness::Case> out;
  for (const witness::Item& item : o.items) {
    const witness::Coll c = item.coll;
    for (std::int64_t n : witness::counts_of(o, ranks))
      for (witness::Layout l : o.layouts)
        for (bool in_place : {false, true}) {
          if (!witness::runs_on(c, l)) continue;
          if (in_place && !witness::in_place_allowed(c)) continue;
          if (!witness::rooted(c)) {
            out.push_back({c, n, -1, l, in_place, item.commutative});
            continue;
          }
          for (int root = 0; root < ranks; ++root) out.push_back({c, n, root, l, in_place, item.commutative});
        }
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int ranks = 0, me = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  MPI_Comm_rank(MPI_COMM_WORLD, &me);
  witness::Options o;
  try {
    o = witness::parse(argc, argv, ranks);
  } catch (const witness::BadOption& e) {
    if (me == 0) std::fprintf(stderr, "collcheck-mpi-witness: %s\n", e.what());
    MPI_Finalize();
    return 2;
  }
  if (const char* bad = witness::yield::bad_setting()) {
    if (me == 0)
      std::fprintf(stderr,
                   "collcheck-mpi-witness: COLLCHECK_WITNESS_YIELD: '%s' is neither 0 nor 1 "
                   "(mpi/README.md, \"More ranks than cores\")\n",
                   bad);
    MPI_Finalize();
    return 2;
  }
  if (o.help) {
    if (me == 0) std::fputs(witness::usage, stdout);
    MPI_Finalize();
    return 0;
  }

  // The collectives under test run on their own communicator, which returns errors; the
  // witness's own gathers run on MPI_COMM_WORLD. MPI_Comm_dup agrees on a context id with an
  // allreduce inside the library, which a forced allreduce algorithm governs too (MPICH's
  // allreduce smp fails there on one node): when the dup fails on any rank, the collectives run
  // on MPI_COMM_WORLD itself (errors returned there too), and the summary line says so.
  MPI_Comm comm = MPI_COMM_NULL;
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  const bool own = witness::dup_agreed(comm);
  MPI_Comm_set_errhandler(comm, MPI_ERRORS_RETURN);
  witness::op_state.types = witness::make_types();
  witness::op_state.planted = o.planted;
  // Both operators: a run may check a collective with each (--collectives reduce:commutative).
  MPI_Op ops[2] = {witness::make_op(false), witness::make_op(true)};

  // One case after the other, each rank's record sent to rank 0 before the next case (a case
  // starts on the ranks at most one case apart: the leftovers of a library's wrong case do not
  // meet the next case's messages; reporting in chunks of cases let MPICH's ibcast tsp_scatterv
  // hang with --planted root where it otherwise reads wrong).
  int counted[3] = {0, 0, 0};
  std::vector<witness::Record> all;
  for (const witness::Case& k : cases_of(o, ranks)) {
    const witness::Record rec = witness::run_case(k, k.commutative, ops[k.commutative ? 1 : 0], comm);
    witness::collect(rec, all, me, ranks);
    if (me != 0) continue;
    std::string line = witness::json_line(k, o, ranks, all);
    std::printf("%s\n", line.c_str());
    std::fflush(stdout);
    ++counted[line.find("\"verdict\":\"ok\"") != std::string::npos          ? 0
              : line.find("\"verdict\":\"wrong\"") != std::string::npos ? 1
                                                                         : 2];
  }
  // The summary; with MPICH on an oversubscribed node, how often rank 0's idle polls gave up the
  // core (witness_yield.hpp).
  if (me == 0) {
    const unsigned long yields = witness::yield::count();
    const std::string yielded =
        yields ? "; " + std::to_string(yields) + " idle polls yielded the core" : std::string();
    std::fprintf(stderr,
                 "collcheck-mpi-witness: np %d, %d cases: %d ok, %d wrong, %d refused%s%s\n",
                 ranks, counted[0] + counted[1] + counted[2], counted[0], counted[1], counted[2],
                 own ? "" : " (on MPI_COMM_WORLD: MPI_Comm_dup failed)", yielded.c_str());
  }

  MPI_Op_free(&ops[0]);
  MPI_Op_free(&ops[1]);
  witness::free_types(witness::op_state.types);
  if (own) MPI_Comm_free(&comm);
  MPI_Finalize();
  return 0;
}
