// libFuzzer target: verify --generator's points, --domain and --case (app/domain.hpp), over every
// model verify reads. The first byte picks the model (or an empty or unknown one), the second
// whether the text is a --domain or a --case and whether --random is given; the rest is the text.
// Any input must end in axes or a UsageError (one line, exit 2), never a crash, a hang or another
// exception; the axes returned must name every parameter of the model once, each range inside
// the parameter's own and not empty. Build: -DCOLLCHECK_FUZZ=ON with clang (docs/developing.md,
// "Fuzzing").
#include <cstddef>
#include <cstdint>
#include <set>
#include <vector>
#include <string>

#include "app/domain.hpp"
#include "spec/core/usage_error.hpp"

namespace {

// The axes a parse accepted: each parameter of `model` exactly once, and keys of the algorithm's
// own ([a-z][a-z0-9_]*, values 0 to 2^31 - 1), each key once; lo <= hi; a list's values
// ascending, each once, indexed by lo = 0 .. hi = size - 1; every value inside its key's range.
void require_sound(const std::vector<cc::app::Axis>& axes, const std::string& model) {
  const auto* params = cc::schedule::model_params(model);
  if (!params) __builtin_trap();
  std::set<std::string> seen;
  std::size_t own = 0;
  for (const auto& a : axes) {
    if (!seen.insert(a.name).second || a.lo > a.hi) __builtin_trap();
    std::int64_t least = a.lo, most = a.hi;
    if (!a.values.empty()) {
      if (a.lo != 0 || a.hi != static_cast<std::int64_t>(a.values.size()) - 1) __builtin_trap();
      for (std::size_t i = 1; i < a.values.size(); ++i)
        if (a.values[i - 1] >= a.values[i]) __builtin_trap();
      least = a.values.front(), most = a.values.back();
    }
    const cc::schedule::Param* param = nullptr;
    for (const auto& p : *params)
      if (p.name == a.name) param = &p;
    if (param) {
      if (a.extra || least < param->lo || most > param->hi) __builtin_trap();
      continue;
    }
    ++own;
    const bool word = !a.name.empty() && a.name[0] >= 'a' && a.name[0] <= 'z' &&
                      a.name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_") ==
                          std::string::npos;
    if (!a.extra || !word || least < 0 || most > (std::int64_t{1} << 31) - 1) __builtin_trap();
  }
  std::size_t given = 0;  // the model's parameters among the axes: every required one, and
  for (const auto& p : *params)  // an optional one when given
    given += !p.optional || seen.count(p.name);
  if (axes.size() - own != given) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  const auto& models = cc::schedule::supported_models();
  const std::size_t pick = data[0] % (models.size() + 2);
  const std::string model = pick < models.size()    ? models[pick]
                            : pick == models.size() ? std::string()
                                                    : std::string("torus");
  const bool as_case = data[1] & 1, random = data[1] & 2;
  const std::string text(reinterpret_cast<const char*>(data + 2), size - 2);
  try {
    const auto axes =
        cc::app::generator_axes(model, as_case ? "" : text, as_case ? text : "", random);
    require_sound(axes, model);
  } catch (const cc::UsageError&) {
  }
  if (const auto* params = cc::schedule::model_params(model)) {
    try {
      require_sound(cc::app::parse_domain(text, *params, model), model);
    } catch (const cc::UsageError&) {
    }
  }
  return 0;
}
