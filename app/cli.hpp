#pragma once
namespace cc::app {
// Parses argv, runs the command, returns the exit code. Never throws.
int run_cli(int argc, char** argv);
}  // namespace cc::app
