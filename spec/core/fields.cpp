#include "spec/core/fields.hpp"

namespace cc {

std::string to_text(const FieldValue& v) {
  return std::visit(
      [](const auto& x) -> std::string {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, std::string>) {
          return x;
        } else if constexpr (std::is_same_v<T, bool>) {
          return x ? "true" : "false";
        } else {
          return std::to_string(x);
        }
      },
      v);
}

std::string to_text(const Fields& f) {
  std::string out;
  for (const auto& field : f) {
    if (!out.empty()) out += ' ';
    std::string v = to_text(field.value);
    bool quote = std::holds_alternative<std::string>(field.value) &&
                 (v.empty() || v.find(' ') != std::string::npos);
    out += field.key + "=" + (quote ? "\"" + v + "\"" : v);
  }
  return out;
}

const FieldValue* find(const Fields& f, const std::string& key) {
  for (const auto& field : f)
    if (field.key == key) return &field.value;
  return nullptr;
}

}  // namespace cc
