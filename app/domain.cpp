#include "app/domain.hpp"

#include <algorithm>

#include "app/options.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::app {

std::vector<Axis> parse_domain(const std::string& text, const std::vector<schedule::Param>& params,
                               const std::string& model) {
  std::vector<Axis> axes;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    const std::size_t comma = text.find(',', pos);
    const std::string item = text.substr(pos, comma == std::string::npos ? comma : comma - pos);
    const std::size_t eq = item.find('='), dots = item.find("..");
    const std::string name = eq == std::string::npos ? "" : item.substr(0, eq);
    const auto p = std::find_if(params.begin(), params.end(),
                                [&](const schedule::Param& x) { return x.name == name; });
    std::string names;
    for (const auto& x : params) names += (names.empty() ? "" : ", ") + x.name;
    if (eq == std::string::npos || p == params.end())
      throw UsageError("--domain must be name=lo..hi,... over the " + model + " parameters (" +
                       names + "), got '" + item + "'");
    for (const auto& a : axes)
      if (a.name == name) throw UsageError("--domain names " + name + " twice");
    const std::string lo_t =
        dots == std::string::npos ? item.substr(eq + 1) : item.substr(eq + 1, dots - eq - 1);
    const std::string hi_t = dots == std::string::npos ? lo_t : item.substr(dots + 2);
    const NumericOption opt{"domain " + name, "", static_cast<std::uint64_t>(p->lo),
                            static_cast<std::uint64_t>(p->hi), ""};
    const auto lo = static_cast<std::int64_t>(parse_uint(opt, lo_t));
    const auto hi = static_cast<std::int64_t>(parse_uint(opt, hi_t));
    if (lo > hi) throw UsageError("--domain: " + name + "=" + lo_t + ".." + hi_t + " is empty");
    axes.push_back({name, lo, hi});
    if (comma == std::string::npos) break;
    pos = comma + 1;
  }
  for (const auto& x : params)
    if (std::none_of(axes.begin(), axes.end(), [&](const Axis& a) { return a.name == x.name; }))
      throw UsageError("--domain must give every " + model + " parameter; " + x.name +
                       " is missing");
  return axes;
}

std::string known_models() {
  std::string known;
  for (const auto& m : schedule::supported_models()) known += (known.empty() ? "" : ", ") + m;
  return known;
}

std::vector<Axis> generator_axes(const std::string& model, const std::string& domain,
                                 const std::string& case_text, bool random) {
  const auto* params = schedule::model_params(model);
  if (model.empty())
    throw UsageError("--generator needs --model (one of: " + known_models() + ")");
  if (!params)
    throw UsageError("--model: '" + model + "' is not read by this version (models: " +
                     known_models() + ")");
  if (domain.empty() == case_text.empty())
    throw UsageError("--generator needs exactly one of --domain and --case");
  if (random && !case_text.empty()) throw UsageError("--random draws from --domain, not --case");
  if (domain.empty()) {
    const Fields c = parse_case(case_text);
    std::string text;
    for (const auto& f : c) text += (text.empty() ? "" : ",") + f.key + "=" + to_text(f.value);
    return parse_domain(text, *params, model);
  }
  return parse_domain(domain, *params, model);
}

}  // namespace cc::app
