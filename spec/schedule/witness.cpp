#include "spec/schedule/witness.hpp"

#include <algorithm>

namespace cc::schedule {

Value Value::operand(std::int64_t i, bool commutative) { return range(i, i, commutative); }

Value Value::range(std::int64_t lo, std::int64_t hi, bool commutative) {
  Value v;
  v.commutative = commutative;
  if (commutative)
    v.runs = {{lo, hi}};
  else
    v.interval = witness::Interval::range(lo, hi);
  return v;
}

bool Value::operator==(const Value& o) const {
  if (commutative != o.commutative) return false;
  if (!commutative) return interval == o.interval;
  return invalid == o.invalid && (invalid || runs == o.runs);
}

Value combine(const Value& a, const Value& b) {
  Value r;
  r.commutative = a.commutative;
  if (!a.commutative) {
    r.interval = witness::combine(a.interval, b.interval);
    return r;
  }
  r.invalid = a.invalid || b.invalid;
  if (r.invalid) return r;
  std::vector<std::pair<std::int64_t, std::int64_t>> all = a.runs;
  all.insert(all.end(), b.runs.begin(), b.runs.end());
  std::sort(all.begin(), all.end());
  for (const auto& run : all) {
    if (!r.runs.empty() && run.first <= r.runs.back().second) {
      r.invalid = true;  // an operand twice
      r.runs.clear();
      return r;
    }
    if (!r.runs.empty() && run.first == r.runs.back().second + 1)
      r.runs.back().second = run.second;
    else
      r.runs.push_back(run);
  }
  return r;
}

std::string to_string(const Value& v) {
  if (!v.commutative) return witness::to_string(v.interval);
  if (v.invalid) return "invalid (an operand twice)";
  std::string s = "{";
  for (std::size_t i = 0; i < v.runs.size(); ++i) {
    const auto [lo, hi] = v.runs[i];
    s += (i ? ", " : "") + std::to_string(lo) + (lo == hi ? "" : ".." + std::to_string(hi));
  }
  return s + "}";
}

}  // namespace cc::schedule
