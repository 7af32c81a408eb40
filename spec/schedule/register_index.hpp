// Register names of a schedule document as the small numbers the group-operation executors
// (spec/models/groupops.hpp) use: "c" is 0, every other name gets the next number when first
// seen. The executors keep every register of every PE in memory, so a document may name at most
// kRegisterSlots / N registers (4 at the largest N); more is bad input. Used by the hypercube and
// pram readers.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "spec/core/fields.hpp"
#include "spec/schedule/common.hpp"

namespace cc::schedule {

class RegisterIndex {
 public:
  static constexpr std::int64_t kRegisterSlots = std::int64_t{1} << 22;

  explicit RegisterIndex(std::int64_t n) : n_(n), names_{"c"}, number_{{"c", 0}} {}

  // The number of the register named by `node`; InputError for a bad name or too many registers.
  int of(const Node& node, std::string_view what) { return add(reg_of(node, what), node.pos); }
  // The number of the register `r` (a valid name); InputError at `pos` for too many registers.
  int add(const std::string& r, Pos pos) {
    if (const auto it = number_.find(r); it != number_.end()) return it->second;
    if (static_cast<std::int64_t>(names_.size() + 1) * n_ > kRegisterSlots)
      throw InputError(
          pos, "register \"" + r + "\" is one too many: " + std::to_string(names_.size()) +
                   " registers on " + std::to_string(n_) + " PEs is the most this version keeps (" +
                   std::to_string(kRegisterSlots) + " register slots)");
    names_.push_back(r);
    number_.emplace(r, static_cast<int>(names_.size() - 1));
    return static_cast<int>(names_.size() - 1);
  }
  // The number of `name` if the document names it (or it is "c").
  std::optional<int> find(const std::string& name) const {
    if (const auto it = number_.find(name); it != number_.end()) return it->second;
    return std::nullopt;
  }
  const std::vector<std::string>& names() const { return names_; }

 private:
  std::int64_t n_;
  std::vector<std::string> names_;
  std::unordered_map<std::string, int> number_;  // names_ by name: linear time for many names
};

// The first PE whose result register does not hold what the collective asks, in the fields of
// first_wrong_result; `get(pe)` is the result register of PE pe (nullptr or empty: no value).
template <class Get>
std::optional<Fields> first_wrong(const Collective& c, std::int64_t n, Get get) {
  for (std::int64_t i = 0; i < n; ++i) {
    const std::optional<Value> want = c.expected(i, n);
    if (!want) continue;
    const std::optional<Value>* got = get(i);
    if (!got || !*got || !(**got == *want))
      return Fields{{"PE", i},
                    {"register", c.result},
                    {"holds", got && *got ? to_string(**got) : std::string("no value")},
                    {"expected", to_string(*want)}};
  }
  return std::nullopt;
}

}  // namespace cc::schedule
