// collcheck mpi: running a program (mpirun, ompi_info, mpivars) in a process group of its own,
// with a deadline, and stopping it with the run (SIGINT, SIGTERM: spec/core/stop.hpp).
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace cc::app::mpisweep {

struct Spawned {
  int exit_code = -1;       // the exit status, or -1 when killed by a signal
  int signal = 0;           // the signal that ended it (0: none)
  bool timed_out = false;   // killed (with its process group) after the deadline
  bool stopped = false;     // killed because the run was asked to stop
  bool not_started = false; // the program could not be executed (`err` says why)
  std::string out, err;
  double seconds = 0;
  double held_seconds = 0;  // of which held stopped from outside (SIGSTOP), about
};

// Runs argv[0] (looked up on PATH when it has no '/') with argv, the environment plus `env`, in a
// new process group. `timeout_s` > 0: after that many seconds the group gets SIGTERM, then SIGKILL
// a second later; the seconds the program spends held stopped (SIGSTOP from outside) do not
// count. A stop of the run (stop_requested()) kills the group the same way. Never throws
// for a failure of the program; `out` and `err` keep at most 16 MB each. `cwd`: the directory the
// program runs in (empty: collcheck's; argv[0] is looked up before the change).
Spawned spawn(const std::vector<std::string>& argv,
              const std::vector<std::pair<std::string, std::string>>& env, double timeout_s,
              const std::string& cwd = "");

// The program `name` on PATH (the first executable one), or "" when there is none; a name with a
// '/' is returned as given when it is an executable file.
std::string find_program(const std::string& name);

// A command line as a shell would read it (words quoted where needed), for replay lines.
std::string shell_line(const std::vector<std::string>& argv);

}  // namespace cc::app::mpisweep
