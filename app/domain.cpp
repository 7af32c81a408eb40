#include "app/domain.hpp"

#include <algorithm>

#include "app/options.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::app {

std::vector<Axis> parse_domain(const std::string& text, const std::vector<schedule::Param>& params,
                               const std::string& model) {
  std::vector<Axis> axes;
  std::string names;
  for (const auto& x : params) names += (names.empty() ? "" : ", ") + x.name;
  constexpr std::int64_t kExtraMost = (std::int64_t{1} << 31) - 1;
  // An axis's values as read so far: (lo, hi) ranges and single values.
  std::vector<std::vector<std::pair<std::int64_t, std::int64_t>>> parts;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    const std::size_t comma = text.find(',', pos);
    const std::string item = text.substr(pos, comma == std::string::npos ? comma : comma - pos);
    const std::size_t eq = item.find('=');
    std::string name, value = item;
    if (eq != std::string::npos) {
      name = item.substr(0, eq);
      value = item.substr(eq + 1);
      const auto p = std::find_if(params.begin(), params.end(),
                                  [&](const schedule::Param& x) { return x.name == name; });
      const bool word = !name.empty() && name[0] >= 'a' && name[0] <= 'z' &&
                        std::all_of(name.begin(), name.end(), [](char c) {
                          return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
                        });
      if (p == params.end() && !word)
        throw UsageError("--domain must be name=lo..hi or name=a,b,c over the " + model +
                         " parameters (" + names + ") and keys of the algorithm's own "
                         "([a-z][a-z0-9_]*), got '" + item + "'");
      for (const auto& a : axes)
        if (a.name == name) throw UsageError("--domain names " + name + " twice");
      Axis ax{name, p == params.end() ? 0 : p->lo, p == params.end() ? kExtraMost : p->hi};
      ax.extra = p == params.end();
      axes.push_back(ax);
      parts.emplace_back();
    } else if (axes.empty()) {
      throw UsageError("--domain must be name=lo..hi,... over the " + model + " parameters (" +
                       names + "), got '" + item + "'");
    }
    // The value of the last key: lo..hi or one value (a list goes on after a comma).
    Axis& ax = axes.back();
    const std::size_t dots = value.find("..");
    const std::string lo_t = dots == std::string::npos ? value : value.substr(0, dots);
    const std::string hi_t = dots == std::string::npos ? lo_t : value.substr(dots + 2);
    const NumericOption opt{"domain " + ax.name, "", static_cast<std::uint64_t>(ax.lo),
                            static_cast<std::uint64_t>(ax.hi), ""};
    const auto lo = static_cast<std::int64_t>(parse_uint(opt, lo_t));
    const auto hi = static_cast<std::int64_t>(parse_uint(opt, hi_t));
    if (lo > hi) throw UsageError("--domain: " + ax.name + "=" + lo_t + ".." + hi_t + " is empty");
    parts.back().push_back({lo, hi});
    if (comma == std::string::npos) break;
    pos = comma + 1;
  }
  // A list: its values ascending, each once. The values of all the lists together are at most
  // 10^7 (as a domain's points): a list is held value by value, and a short --domain of many
  // keys, each a list with a long range, must not take gigabytes (--random takes any domain).
  // The ranges are merged and all the lists counted first, so that the count is of distinct
  // values and nothing is held before it is known.
  constexpr std::int64_t kMostListed = 10'000'000;
  std::int64_t listed = 0;
  std::vector<bool> list(axes.size());
  for (std::size_t i = 0; i < axes.size(); ++i) {
    auto& ranges = parts[i];
    list[i] = ranges.size() > 1;
    if (!list[i]) continue;
    std::sort(ranges.begin(), ranges.end());
    std::size_t kept = 0;  // overlapping or adjacent ranges merged, in place
    for (std::size_t r = 1; r < ranges.size(); ++r) {
      if (ranges[r].first <= ranges[kept].second + 1)
        ranges[kept].second = std::max(ranges[kept].second, ranges[r].second);
      else
        ranges[++kept] = ranges[r];
    }
    ranges.resize(kept + 1);
    for (const auto& [lo, hi] : ranges) listed += hi - lo + 1;  // each at most 2^31 values
    if (listed > kMostListed)
      throw UsageError("--domain: its lists (name=a,b,c) have more than 10^7 values in all (at " +
                       axes[i].name + "); give a long one as a range name=lo..hi");
  }
  for (std::size_t i = 0; i < axes.size(); ++i) {
    Axis& ax = axes[i];
    if (!list[i]) {
      ax.lo = parts[i][0].first, ax.hi = parts[i][0].second;
      continue;
    }
    for (const auto& [lo, hi] : parts[i])
      for (std::int64_t v = lo; v <= hi; ++v) ax.values.push_back(v);
    ax.lo = 0, ax.hi = static_cast<std::int64_t>(ax.values.size()) - 1;
  }
  for (const auto& x : params)
    if (!x.optional && std::none_of(axes.begin(), axes.end(), [&](const Axis& a) { return a.name == x.name; }))
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
