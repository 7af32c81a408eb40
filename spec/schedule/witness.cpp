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

Value Value::of_item(std::int64_t j) const {
  Value v = *this;
  v.item = j;
  v.itemized = true;
  return v;
}

bool Value::operator==(const Value& o) const {
  if (commutative != o.commutative || item != o.item || itemized != o.itemized || mixed != o.mixed)
    return false;
  if (mixed) return mixed_with == o.mixed_with;
  if (!commutative) return interval == o.interval;
  return invalid == o.invalid && (invalid || runs == o.runs);
}

Value combine(const Value& a, const Value& b) {
  Value r;
  r.commutative = a.commutative;
  r.item = a.item;
  r.itemized = a.itemized || b.itemized;
  if (a.mixed || b.mixed || a.item != b.item) {
    // Two items combined: invalid, and absorbing (the first mixture is kept).
    r.mixed = true;
    r.mixed_with = a.mixed ? a.mixed_with : b.mixed ? b.mixed_with : b.item;
    r.item = a.mixed ? a.item : b.mixed ? b.item : a.item;
    r.interval = witness::Interval::invalid();
    r.invalid = true;
    return r;
  }
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

bool invalid(const Value& v) {
  if (v.mixed) return true;
  return v.commutative ? v.invalid : !v.interval.valid();
}

namespace {

std::string plain(const Value& v) {
  if (!v.commutative) return witness::to_string(v.interval);
  if (v.invalid) return "invalid (an operand twice)";
  std::string s = "{";
  for (std::size_t i = 0; i < v.runs.size(); ++i) {
    const auto [lo, hi] = v.runs[i];
    s += (i ? ", " : "") + std::to_string(lo) + (lo == hi ? "" : ".." + std::to_string(hi));
  }
  return s + "}";
}

}  // namespace

std::string to_string(const Value& v) {
  if (v.mixed)
    return "invalid (item " + std::to_string(v.item) + " combined with item " +
           std::to_string(v.mixed_with) + ")";
  if (!v.itemized) return plain(v);
  return plain(v) + " of item " + std::to_string(v.item);
}

}  // namespace cc::schedule
