// What the two executors of the groupops family share (spec/models/groupops.hpp): the operator,
// how a read combines into a PE's value, and a broken rule.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

namespace cc::groupops {

enum class Combine { copy, a_then_b, b_then_a };  // a ← b, a ← a ⊕ b, a ← b ⊕ a

template <class T>
using Op = std::function<T(const T&, const T&)>;

struct Violation {
  std::string rule;
  std::int64_t step = 0;  // 0-based EREW (sub-)step, or hypercube step
  std::int64_t cell = 0;  // -1 on the hypercube
  std::string detail;
  std::int64_t pe = -1;  // the PE that breaks the rule (the executor's numbering); -1: none
};

}  // namespace cc::groupops
