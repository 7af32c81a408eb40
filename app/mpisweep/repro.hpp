// collcheck mpi --emit-repro DIR: for a refuted or crashing claim, a standalone C program that
// reproduces it with the smallest case found (mpi/README.md, "Reproductions"). The source is made
// from the case (collective, np, count, root, in place) and the data it is tried with: plain
// MPI_INT (with MPI_SUM for a reduction) first, a user operator only when that does not show the
// fault (the interval operator, non-commutative, for a claim on the non-commutative operator).
// Each candidate is built with the library's mpicc and run with the claim's forced setting; the
// first that fails (a non-zero exit or a crash) is written to DIR/<claim id>.c, with
// DIR/<claim id>.txt: the build line, the mpirun line, the expected output and the actual one.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/mpisweep/claims.hpp"
#include "app/mpisweep/library.hpp"
#include "app/mpisweep/reading.hpp"

namespace cc::app::mpisweep {

// One case of the witness (mpi/README.md "What each case does"), as a program runs it.
struct ReproCase {
  std::string collective;  // as the claim's: reduce, ..., ibcast
  int np = 1;
  std::int64_t count = 0;  // the witness's count, in its units
  int root = -1;           // -1: a collective without a root
  bool in_place = false;
  std::string datatype = "contiguous";  // the witness's: contiguous or vector
};

// What a candidate program reduces or moves.
enum class ReproData {
  int_sum,        // MPI_INT with MPI_SUM (a reduction), rank r's element i = (r+1) + 1000*(i%1000)
  int_user_sum,   // MPI_INT with a commutative user operator that adds (MPI_Op_create(fn, 1, &op))
  interval,       // the interval operator, non-commutative (MPI_Op_create(fn, 0, &op)), on a
                  // contiguous type of 6 MPI_LONG_LONG (48 bytes, the witness's element size)
  int_value,      // MPI_INT values of a data-movement collective: rank r's element i =
                  // r*1000003 + i%1000003
  byte_value,     // MPI_BYTE values of a data-movement collective, as the witness's byte
                  // datatype: rank r's byte i = (11 i + 61 r + 1) mod 256
};

struct ReproCandidate {
  ReproData data = ReproData::int_sum;
  std::int64_t count = 0;  // the program's count, in elements of its type
  std::string why;         // why this candidate (one line)
};

// Whether the generator knows the collective (its plan and call).
bool repro_supported(const std::string& collective);

// The case of a refuted reading: its least counterexample (nullopt without one).
std::optional<ReproCase> refuted_case(const SweepClaim& c, const Reading& r);

// The cases the witness runs for claim c at np over `counts`, in its order (mpi/witness.cpp:
// count ascending, datatype, in place, root).
std::vector<ReproCase> witness_cases(const SweepClaim& c, int np, std::vector<std::int64_t> counts);

// The cases a run of the witness (its standard output) was in when it crashed: the two after the
// last one it printed for claim c (the crash may come before rank 0 prints the case before it).
std::vector<ReproCase> crash_suspects(const SweepClaim& c, const std::string& out, int np,
                                      const std::vector<std::int64_t>& counts);

// The candidates for a case, smallest and plainest first: for a wrong result, MPI_INT (with
// MPI_SUM) at the case's count, then the user operator of the claim's kind; for a crash, MPI_INT
// at the count, then at the witness case's bytes (count * 48 / sizeof(int) ints a unit), then the
// user operator at the count.
std::vector<ReproCandidate> repro_candidates(const SweepClaim& c, const ReproCase& k, bool crash);

// The program's lines, run in the directory that holds <name>.c.
struct ReproLines {
  std::vector<std::string> build;  // mpicc -O2 -o NAME NAME.c
  std::vector<std::string> run;    // mpirun ... -np P [the setting] ./NAME
};
ReproLines repro_lines(const Library& lib, const SweepClaim& c, const ReproCase& k,
                       const std::string& compiler, const std::string& name);

// What the program prints when the library does what MPI requires (its first line, each rank's
// first result element and what MPI requires of it, then "OK: ..."). `tried`: as for
// repro_source().
std::string repro_expected_output(const SweepClaim& c, const ReproCase& k, const ReproCandidate& d,
                                  const std::vector<std::string>& tried);

// The C source. `tried`: what the candidates before this one gave (each one line), for the
// program's comment and output.
std::string repro_source(const Library& lib, const SweepClaim& c, const ReproCase& k,
                         const ReproCandidate& d, const ReproLines& lines,
                         const std::vector<std::string>& tried);

// The command's side: builds and runs the candidates, writes the files.
struct ReproEnv {
  std::string dir;       // --emit-repro DIR (exists)
  std::string compiler;  // the library's mpicc wrapper ("" : none found)
  std::string witness;   // to find a crash's case by running the claim again
  double timeout_s = 60;
  std::function<std::vector<std::string>(int np)> counts;  // the sweep's counts at np
};

// mpicc.<library>, else mpicc, on PATH ("" when neither is).
std::string repro_compiler(const Library& lib);

// For claim c with reading r (refuted, or error from a crash): tries the candidates and writes
// DIR/<id>.c and DIR/<id>.txt; returns the line the command prints ("" when the claim is neither
// refuted nor crashed). Throws Interrupted on a stop.
std::string emit_repro(const Library& lib, const SweepClaim& c, const Reading& r, const ReproEnv& env);

}  // namespace cc::app::mpisweep
