// Bad user input (a command-line value, a variant name, a parameter outside a model's range).
// Every such error goes through this one type so that the command line can print it as a single
// line `collcheck: error: ...` and exit with code 2. Internal invariants use assert instead.
#pragma once

#include <stdexcept>
#include <string>

namespace cc {

struct UsageError : std::runtime_error {
  explicit UsageError(const std::string& what) : std::runtime_error(what) {}
};

}  // namespace cc
