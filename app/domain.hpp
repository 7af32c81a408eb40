// The points of `collcheck verify --generator`: --domain 'n=1..64,k=1..3,lambda=1..3' and
// --case n=5,k=1,lambda=1, read against a model's parameters (spec/schedule/document.hpp).
// fuzz/fuzz_domain.cpp drives both with any text.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "spec/schedule/document.hpp"

namespace cc::app {

// One key of the domain: a model parameter, or a key of the algorithm's own (`extra`: passed to
// the generator as "params", docs/schedule-format.md "Generators"). Its values are lo..hi, or,
// when `values` is not empty, values[lo..hi] (a list: lo = 0, hi = values.size() - 1).
struct Axis {
  std::string name;
  std::int64_t lo, hi;
  std::vector<std::int64_t> values = {};
  bool extra = false;
  std::int64_t at(std::int64_t x) const { return values.empty() ? x : values[static_cast<std::size_t>(x)]; }
};

// "name=lo..hi,..." or a list "name=a,b,c" (and both: "m=1..4,8,16"): every parameter of
// `params` exactly once, in any order, each value inside the parameter's own range; any other
// key ([a-z][a-z0-9_]*, values 0 to 2^31 - 1) is the algorithm's own. Throws UsageError naming
// the item and the accepted form otherwise.
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
