// collcheck mpi: the MPI libraries it sweeps and the algorithm settings each offers, read from the
// library itself (Open MPI's ompi_info, MPICH's mpivars), and how mpirun is told to use one.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace cc::app::mpisweep {

// The collectives of the witness (mpi/README.md), in its order.
const std::vector<std::string>& collectives();
// Whether a collective moves data and calls no operator (bcast, gather, scatter and their
// non-blocking forms): one claim per setting, and the byte datatype as well.
bool moves_data(const std::string& coll);

// One way of running a collective: the library's own choice ("default") or one algorithm forced.
struct Setting {
  std::string collective;  // reduce, ..., iscatter
  std::string algorithm;   // "default", or the library's name of it (binomial, tsp_ring, ...)
  std::string component;   // Open MPI: tuned or libnbc; MPICH: the control variable's name
  int number = 0;          // Open MPI: the enumerator's value
  // mpirun's arguments that force it (--mca K V ..., or -genv K V ...); empty for the default.
  std::vector<std::string> args;
  std::string help;  // what the library says of the parameter (ompi_info's help, mpivars' text)
};

struct Library {
  std::string name;     // openmpi or mpich
  std::string title;    // "Open MPI", "MPICH"
  std::string version;  // as mpirun --version says it (first line), or ""
  std::string mpirun;   // the launcher's path
  // The launcher's arguments before -np (Open MPI: --oversubscribe, --allow-run-as-root as root).
  std::vector<std::string> launch;
  // Environment for every run (none so far: a replay line needs none).
  std::vector<std::pair<std::string, std::string>> env;
};

// The launcher of `name` (openmpi, mpich): `mpirun` if given, else the library's own on PATH
// (mpirun.openmpi or mpirun.mpich, then mpirun); throws UsageError when there is none.
Library find_library(const std::string& name, const std::string& mpirun);

// The settings of `lib` for the given collectives: "default" for each, then every algorithm the
// library lists for it. `where` receives a line saying where the lists came from. Throws
// UsageError when the library's tool fails.
std::vector<Setting> settings(const Library& lib, const std::vector<std::string>& colls,
                              double timeout_s, std::string& where);

// Parsers (tests call them on captured text): ompi_info --parsable lines of one component,
// mpivars' output.
std::vector<Setting> parse_ompi_info(const std::string& text, const std::string& component,
                                     const std::vector<std::string>& colls);
std::vector<Setting> parse_mpivars(const std::string& text, const std::vector<std::string>& colls);

}  // namespace cc::app::mpisweep
