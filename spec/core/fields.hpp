// Fields: an ordered list of named values, the common currency between the spec layer and the
// reporters. A counterexample, a domain or a table row is a Fields value; the reporters turn it
// into text ("n=4 k=2 lambda=1") or a JSON object without knowing what it describes. Values are
// exact: integers stay integers (128-bit quantities are carried as decimal strings).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace cc {

using FieldValue = std::variant<std::int64_t, std::uint64_t, bool, std::string>;

struct Field {
  std::string key;
  FieldValue value;
};

using Fields = std::vector<Field>;

// The value as it reads in text output.
std::string to_text(const FieldValue& v);

// "k1=v1 k2=v2 ..."; string values with spaces are quoted.
std::string to_text(const Fields& f);

// The first field named `key`, or nullptr.
const FieldValue* find(const Fields& f, const std::string& key);

}  // namespace cc
