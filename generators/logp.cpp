// RapidCheck generators for the LogP family (Shou and Chen, sections 1-2); see logp.hpp.
#include "generators/logp.hpp"

#include "generators/detail/point_gen.hpp"
#include "spec/algorithms/logp_broadcast.hpp"

namespace cc::generators {

using detail::log_uniform;

namespace {

constexpr std::int64_t kMaxLogpP = 4096, kMaxLg = 32;

// f_T - 1, f_T, f_T + 1 for every T with f_T <= kMaxLogpP.
std::vector<std::int64_t> logp_boundaries(std::int64_t L, std::int64_t o, std::int64_t g) {
  std::vector<std::int64_t> out;
  const logp::Time T = logp::min_time(L, o, g, kMaxLogpP);
  const auto f = logp::f_direct(L, o, g, T);
  for (const auto& v : f)
    for (std::int64_t d = -1; d <= 1; ++d) {
      const auto x = static_cast<std::int64_t>(v) + d;
      if (x >= 1 && x <= kMaxLogpP) out.push_back(x);
    }
  return out;
}

}  // namespace

std::vector<Axis> logp_plog_axes() {
  return {{"P", 1, kMaxLogpP, 1, kMaxLogpP},
          {"L", 1, kMaxLg, 1, kMaxLg},
          {"o", 0, kMaxLg, 0, kMaxLg},
          {"g", 1, kMaxLg, 1, kMaxLg}};
}

PointGen logp_plog() {
  auto lg = rc::gen::pair(log_uniform(1, kMaxLg), log_uniform(1, kMaxLg));
  auto g = rc::gen::mapcat(lg, [](std::pair<std::int64_t, std::int64_t> x) {
    const auto [L, gap] = x;
    return rc::gen::mapcat(
        rc::gen::inRange<std::int64_t>(0, gap + 1), [L = L, gap = gap](std::int64_t o) {
          auto P = rc::gen::weightedOneOf<std::int64_t>(
              {{2, log_uniform(1, kMaxLogpP)}, {1, rc::gen::elementOf(logp_boundaries(L, o, gap))}});
          return rc::gen::map(P, [L, o, gap](std::int64_t p) { return Point{p, L, o, gap}; });
        });
  });
  return detail::make_point_gen(g, [](const Point& p) { return p[2] <= p[3]; });  // o <= g
}

}  // namespace cc::generators
