#include "app/options.hpp"

#include <sched.h>

#include <algorithm>
#include <cctype>
#include <thread>

#include "spec/core/checked.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::app {

namespace {

bool parse_decimal(const std::string& t, std::uint64_t& out) {
  if (t.empty() || t.size() > 20) return false;
  u128 v = 0;
  for (char ch : t) {
    if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
    v = v * 10 + static_cast<unsigned>(ch - '0');
  }
  if (v > ~std::uint64_t{0}) return false;
  out = static_cast<std::uint64_t>(v);
  return true;
}

}  // namespace

std::uint64_t parse_uint(const NumericOption& opt, const std::string& text) {
  std::uint64_t v = 0;
  const std::string range = "[" + std::to_string(opt.lo) + ", " + std::to_string(opt.hi) + "]";
  if (!parse_decimal(text, v)) {
    const bool negative = !text.empty() && text[0] == '-';
    throw UsageError("--" + opt.name + " must be " +
                     (negative ? std::string("non-negative, an integer in ") : "an integer in ") +
                     range + ", got '" + text + "'");
  }
  if (v < opt.lo || v > opt.hi)
    throw UsageError("--" + opt.name + " must be in " + range +
                     (v > opt.hi && !opt.why_hi.empty() ? " (" + opt.why_hi + ")" : "") + ", got " +
                     text);
  return v;
}

Fields parse_case(const std::string& text, const std::string& option) {
  Fields out;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    const std::size_t comma = text.find(',', pos);
    const std::string item =
        text.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    const std::size_t eq = item.find('=');
    if (item.empty() || eq == std::string::npos || eq == 0)
      throw UsageError(option + " must be name=value,name=value (e.g. n=4,k=2,lambda=1), got '" +
                       text + "'");
    const std::string key = item.substr(0, eq), val = item.substr(eq + 1);
    std::uint64_t v = 0;
    if (!parse_decimal(val, v) || v > static_cast<std::uint64_t>(INT64_MAX))
      throw UsageError(option + ": " + key + " must be a non-negative integer, got '" + val + "'");
    for (const auto& f : out)
      if (f.key == key)
        throw UsageError(option + " gives " + key + " twice ('" + text + "'): give each parameter once");
    out.push_back({key, static_cast<std::int64_t>(v)});
    if (comma == std::string::npos) break;
    pos = comma + 1;
  }
  return out;
}

std::pair<unsigned, unsigned> parse_shard(const std::string& text) {
  const std::size_t slash = text.find('/');
  std::uint64_t i = 0, n = 0;
  if (slash == std::string::npos || !parse_decimal(text.substr(0, slash), i) ||
      !parse_decimal(text.substr(slash + 1), n) || n < 1 || n > 1000000 || i < 1 || i > n)
    throw UsageError("--shard must be I/N with 1 <= I <= N <= 1000000, got '" + text + "'");
  return {static_cast<unsigned>(i), static_cast<unsigned>(n)};
}

std::map<std::string, std::uint64_t> parse_all(
    const std::vector<NumericOption>& table, const std::map<std::string, std::string>& given,
    const std::map<std::string, std::uint64_t>& defaults) {
  std::map<std::string, std::uint64_t> out;
  for (const auto& opt : table) {
    auto it = given.find(opt.name);
    if (it != given.end() && !it->second.empty()) {
      out[opt.name] = parse_uint(opt, it->second);
    } else if (auto d = defaults.find(opt.name); d != defaults.end()) {
      out[opt.name] = d->second;
    }
  }
  return out;
}

// The CPUs this process may run on (its affinity mask: taskset, a cgroup, or mpirun's binding of
// a rank to a core), not every core of the machine.
unsigned usable_cpus() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
    return static_cast<unsigned>(CPU_COUNT(&set));
  return std::max(1u, std::thread::hardware_concurrency());
}

unsigned parse_jobs(const std::string& text) {
  const unsigned cores = usable_cpus();
  if (text.empty()) return cores;
  return static_cast<unsigned>(parse_uint({"jobs", "", 1, 1024, ""}, text));
}

}  // namespace cc::app
