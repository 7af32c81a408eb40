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

// The axes a parse accepted: each parameter of `model` exactly once, lo <= hi, inside its range.
void require_sound(const std::vector<cc::app::Axis>& axes, const std::string& model) {
  const auto* params = cc::schedule::model_params(model);
  if (!params || axes.size() != params->size()) __builtin_trap();
  std::set<std::string> seen;
  for (const auto& a : axes) {
    if (!seen.insert(a.name).second || a.lo > a.hi) __builtin_trap();
    bool inside = false;
    for (const auto& p : *params)
      inside = inside || (p.name == a.name && p.lo <= a.lo && a.hi <= p.hi);
    if (!inside) __builtin_trap();
  }
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
