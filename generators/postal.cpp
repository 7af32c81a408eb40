#include "generators/postal.hpp"

#include "generators/detail/point_gen.hpp"
#include "spec/models/postal.hpp"

namespace cc::generators {

using detail::log_uniform;

namespace {

constexpr std::int64_t kMaxN = 100000, kMaxNB = 1000000, kMaxPostalP = 10000, kMaxKL = 64;

// G(j) - 1, G(j), G(j) + 1 for every j with G(j) <= hi.
std::vector<std::int64_t> postal_boundaries(std::int64_t k, std::int64_t lambda, std::int64_t hi) {
  std::vector<std::int64_t> out;
  postal::GSequence G(static_cast<u64>(k), static_cast<u64>(lambda));
  for (std::size_t j = 0;; ++j) {
    const auto g = static_cast<std::int64_t>(G(j));
    if (g > hi) break;
    for (std::int64_t d = -1; d <= 1; ++d)
      if (g + d >= 1 && g + d <= hi) out.push_back(g + d);
    if (j > 100000) break;
  }
  return out;
}

}  // namespace

std::vector<Axis> postal_nkl_axes() {
  return {{"n", 1, kMaxN, 1, kMaxN}, {"k", 1, kMaxKL, 1, kMaxKL}, {"lambda", 1, kMaxKL, 1, kMaxKL}};
}

PointGen postal_nkl() {
  auto g = rc::gen::mapcat(rc::gen::pair(log_uniform(1, kMaxKL), log_uniform(1, kMaxKL)),
                           [](std::pair<std::int64_t, std::int64_t> kl) {
                             const auto [k, lambda] = kl;
                             auto bounds = postal_boundaries(k, lambda, kMaxN);
                             auto n = rc::gen::weightedOneOf<std::int64_t>(
                                 {{2, log_uniform(1, kMaxN)}, {1, rc::gen::elementOf(bounds)}});
                             return rc::gen::map(n, [k = k, lambda = lambda](std::int64_t nn) {
                               return Point{nn, k, lambda};
                             });
                           });
  return detail::make_point_gen(g);
}

std::vector<Axis> postal_npkl_axes() {
  return {{"n", 2, kMaxNB, 2, kMaxNB},
          {"p", 1, kMaxPostalP, 1, kMaxPostalP},
          {"k", 1, kMaxKL, 1, kMaxKL},
          {"lambda", 1, kMaxKL, 1, kMaxKL}};
}

PointGen postal_npkl() {
  auto g = rc::gen::mapcat(log_uniform(2, kMaxNB), [](std::int64_t n) {
    return rc::gen::map(rc::gen::tuple(log_uniform(1, std::min(n - 1, kMaxPostalP)),
                                       log_uniform(1, kMaxKL), log_uniform(1, kMaxKL)),
                        [n](std::tuple<std::int64_t, std::int64_t, std::int64_t> t) {
                          return Point{n, std::get<0>(t), std::get<1>(t), std::get<2>(t)};
                        });
  });
  return detail::make_point_gen(g, [](const Point& p) { return p[1] < p[0]; });  // p < n
}

}  // namespace cc::generators
