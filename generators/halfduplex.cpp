// RapidCheck generators for the half-duplex family (Lin and Hung); see halfduplex.hpp.
#include "generators/halfduplex.hpp"

#include "generators/detail/point_gen.hpp"

namespace cc::generators {

using detail::log_uniform;

namespace {
constexpr std::int64_t kMaxHdP = 1024;
}

std::vector<Axis> halfduplex_axes() {
  return {{"alg", 0, 3, 0, 3},
          {"p", 2, kMaxHdP, 2, kMaxHdP},
          {"k", 1, kMaxHdP - 1, 1, kMaxHdP - 1},
          {"n", 2, 4 * kMaxHdP * kMaxHdP, 2, 4 * kMaxHdP * kMaxHdP}};
}

PointGen halfduplex_points() {
  auto g = rc::gen::mapcat(
      rc::gen::pair(rc::gen::inRange<std::int64_t>(0, 4), log_uniform(2, kMaxHdP)),
      [](std::pair<std::int64_t, std::int64_t> ap) {
        const auto [alg, p] = ap;
        std::vector<std::int64_t> ks, bks;
        for (std::int64_t k = 1; k < p; ++k)
          if ((p - 1) % k == 0) {
            ks.push_back(k);
            if (k >= 2 && p >= 2 * k + 1) bks.push_back(k);
          }
        const bool b = (alg == 1 || alg == 3) && !bks.empty();
        const std::int64_t a = (alg == 1 || alg == 3) && !b ? 0 : alg;
        return rc::gen::mapcat(rc::gen::elementOf(b ? bks : ks), [a = a, p = p](std::int64_t k) {
          const std::int64_t pre = (p * p + k * p + k + 2) / 2;
          auto n = rc::gen::weightedOneOf<std::int64_t>(
              {{2, log_uniform(p, 4 * p * p)},
               {1, rc::gen::map(rc::gen::inRange<std::int64_t>(-1, 2),
                                [pre, p](std::int64_t d) { return std::max(p, pre + d); })}});
          return rc::gen::map(n, [a, p, k](std::int64_t x) { return Point{a, p, k, x}; });
        });
      });
  // k divides p - 1, n >= p; algorithms 1 and 3 (B and its variant) need k >= 2, p >= 2k + 1.
  return detail::make_point_gen(g, [](const Point& x) {
    const std::int64_t a = x[0], p = x[1], k = x[2], n = x[3];
    if (k < 1 || k >= p || (p - 1) % k != 0 || n < p) return false;
    return !(a == 1 || a == 3) || (k >= 2 && p >= 2 * k + 1);
  });
}

}  // namespace cc::generators
