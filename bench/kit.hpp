// The benchmarks' small kit: wall and CPU time, one option table per subcommand (parsing, --help
// and range checks in one place), and "key value" output lines that bench/run_postal.sh and a
// reader pick figures from. Bad options throw cc::UsageError; each benchmark's main prints it as
// one line and exits 2.
#pragma once

#include <sys/resource.h>

#include <chrono>
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

namespace cc::bench {

using Clock = std::chrono::steady_clock;

// Seconds since t0 (wall clock).
double since(Clock::time_point t0);

// User + system CPU seconds of this process (RUSAGE_SELF) or of its waited-for children
// (RUSAGE_CHILDREN). Beside the wall time, so that a run on a shared machine can be judged.
double cpu_seconds(int who = RUSAGE_SELF);

// Options: one table per subcommand drives parsing, --help and the echo of the settings.
struct Option {
  std::string name, help;
  double value, lo, hi;  // integers only; double so that "2e9" reads as written
};

using Options = std::vector<Option>;

// The value of option `name` of the table (an internal error if there is none).
double get(const Options& opts, const std::string& name);

// "usage: PROGRAM CMD [--opt N]..." and each option's help, default and range.
void usage(const std::string& program, const std::string& cmd, const Options& opts);

// Reads argv[2..] into the table; false if --help was given (the usage is printed).
bool parse(const std::string& program, const std::string& cmd, Options& opts, int argc,
           char** argv);

// One "key value" line.
template <class T>
void put(const std::string& key, const T& value) {
  std::cout << std::left << std::setw(22) << key << value << "\n";
}

// x with `digits` digits after the point.
std::string fixed(double x, int digits);

}  // namespace cc::bench
