#pragma once

#include <string>

namespace cc::app {
// Parses argv, runs the command, returns the exit code. Never throws.
// A program of its own (examples/cpp-variant) registers its variants, then calls run_cli.
int run_cli(int argc, char** argv);
// The name the program was started as (argv[0] without its directories): replay lines use it,
// so that a refutation found by a program with its own variants is replayed by that program.
const std::string& program_name();
}  // namespace cc::app
