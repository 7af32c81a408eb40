// A claim and the checker that decides it, declared together, the id typed once: a family's
// claim file states the claim with ClaimList (spec/claims/claim.hpp) and hands it to declare()
// with the function that builds its checker from the claim's id. The registry (registry.cpp)
// takes a family's declarations as its catalog entries and its checkers at once, and names the
// declaration's file and line when something is wrong with it.
#pragma once

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "checkers/registry.hpp"
#include "spec/claims/claim.hpp"

namespace cc {

struct Declared {
  ClaimSpec spec;
  Checker checker;
  std::string where;  // file:line of the declaration
};

// "checkers/postal/claims/lemma3_contents.cpp:12": the path from the first top folder of the
// source tree that holds declarations (checkers/, spec/, tests/), and the line.
std::string site_of(const char* at_file, unsigned at_line);

// The one claim of `list` with the checker `make(id)` builds for it. `at_file` and `at_line` are
// the caller's (__builtin_FILE, __builtin_LINE: g++ and clang alike; std::source_location is not
// available to clang 14 with libstdc++ 12, which the fuzz build uses). Defined in registry.cpp,
// not here: every claim file calls it, and each unity batch would compile its own copy.
Declared declare(ClaimList& list, const std::function<Checker(const std::string&)>& make,
                 const char* at_file = __builtin_FILE(), unsigned at_line = __builtin_LINE());

// One function per family whose claims are declared so, in catalog order
// (checkers/<family>/claims.cpp).
std::vector<Declared> postal_declared();
std::vector<Declared> omega_declared();
std::vector<Declared> groupops_declared();
std::vector<Declared> logp_declared();
std::vector<Declared> halfduplex_declared();

}  // namespace cc
