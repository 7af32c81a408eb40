// The command line as run_cli reads it: every command and every option, parsed into the
// commands' arguments without running anything. fuzz/fuzz_options.cpp drives both functions with
// any argv.
#pragma once

#include <map>
#include <string>

#include "app/commands.hpp"

namespace cc::app {

struct CommandLine {
  std::string command;  // list, check, prove, simulate, errata, verify, bound, merge, mpi or synth
  std::string print;    // --help, --help-all or --version: the text to print (exit 0); then
                        // `command` may be empty
  ListArgs list;
  bool list_variants = false;
  CheckArgs check, prove;  // prove: proofs_only
  SimulateArgs simulate;
  std::string errata_format = "text", errata_jobs;
  VerifyArgs verify;
  MergeArgs merge;
  MpiArgs mpi;
  SynthArgs synth;
  std::string bound_model;
  std::map<std::string, std::string> bound_values;
};

// Parses argv (argv[0] the program) as run_cli does: an unknown command or option, a missing or
// empty value, a value CLI11 checks (verify --random, --timeout) out of range, or options that do
// not go together on the command line throw UsageError with the one line run_cli prints.
CommandLine parse_command_line(int argc, char** argv);

// The option values of cl's command that are checked before the command touches a file or runs
// anything (plan_check, list_selection, errata_jobs, check_simulate, check_verify_args,
// bound_values in app/commands.hpp); throws UsageError naming the option.
void check_values(const CommandLine& cl);

}  // namespace cc::app
