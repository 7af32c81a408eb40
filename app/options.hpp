// Command-line values: one table of numeric options drives parsing, --help text and the JSON
// echo of what a simulation was run with. Every bad value becomes a UsageError that names the
// option and the accepted range.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "spec/core/fields.hpp"

namespace cc::app {

struct NumericOption {
  std::string name;  // without dashes
  std::string help;
  std::uint64_t lo, hi;
  std::string why_hi;  // what the upper limit is, e.g. "the simulation limit (2^24 PEs)"
};

// Parses a decimal unsigned integer in [opt.lo, opt.hi]; throws UsageError otherwise.
std::uint64_t parse_uint(const NumericOption& opt, const std::string& text);

// The CPUs this process may run on (its affinity mask), and --jobs N (1..1024; empty: those CPUs).
unsigned usable_cpus();
unsigned parse_jobs(const std::string& text);

// "--case n=4,k=2,lambda=1" -> fields with integer values; throws UsageError on malformed text,
// naming `option` (synth's --point reads the same syntax).
Fields parse_case(const std::string& text, const std::string& option = "--case");

// "I/N" with 1 <= I <= N.
std::pair<unsigned, unsigned> parse_shard(const std::string& text);

// The values given for the options of a table, parsed; missing ones take `defaults`.
std::map<std::string, std::uint64_t> parse_all(
    const std::vector<NumericOption>& table, const std::map<std::string, std::string>& given,
    const std::map<std::string, std::uint64_t>& defaults);

}  // namespace cc::app
