// The points of `collcheck verify --generator`: --domain 'n=1..64,k=1..3,lambda=1..3' and
// --case n=5,k=1,lambda=1, read against a model's parameters (spec/schedule/document.hpp).
// fuzz/fuzz_domain.cpp drives both with any text.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "spec/schedule/document.hpp"

namespace cc::app {

// One parameter of the domain and its range, lo <= hi.
struct Axis {
  std::string name;
  std::int64_t lo, hi;
};

// "name=lo..hi,..." or "name=v,...": every parameter of `params` exactly once, in any order, each
// range inside the parameter's own and not empty. Throws UsageError naming the item and the
// accepted form otherwise.
std::vector<Axis> parse_domain(const std::string& text, const std::vector<schedule::Param>& params,
                               const std::string& model);

// The axes of verify --generator --model M with exactly one of --domain and --case (a --case is
// a domain of one point); `random`: --random was given, which draws from --domain only. Throws
// UsageError for an unknown model, both or neither of --domain and --case, and bad text.
std::vector<Axis> generator_axes(const std::string& model, const std::string& domain,
                                 const std::string& case_text, bool random);

// The models verify reads, comma-separated.
std::string known_models();

}  // namespace cc::app
