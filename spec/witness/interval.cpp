#include "spec/witness/interval.hpp"

namespace cc::witness {

std::string row(const std::vector<Interval>& v) {
  std::string s = "<";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + to_string(v[i]);
  return s + ">";
}

std::string to_string(const Interval& v) {
  if (!v.valid()) return "invalid";
  if (v.lo == v.hi) return std::to_string(v.lo);
  return std::to_string(v.lo) + ":" + std::to_string(v.hi);
}

}  // namespace cc::witness
