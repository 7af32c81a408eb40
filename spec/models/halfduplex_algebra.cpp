// Re-evaluation of the Z3 obligations of seed 002, sections 2 and 5: see halfduplex_algebra.hpp.
#include "spec/models/halfduplex_algebra.hpp"

namespace cc::halfduplex {

bool obligation_violated(const std::string& name, const std::map<std::string, i128>& values) {
  auto get = [&](const char* x) {
    auto it = values.find(x);
    return it == values.end() ? i128{0} : it->second;
  };
  const i128 n = get("n"), p = get("p"), k = get("k"), v = get("v"), c = get("c"), C = get("C");
  // Values from a model are small; beyond 2^40 the products below could overflow.
  for (i128 x : {n, p, k, v, c, C})
    if (x > (i128{1} << 40) || x < -(i128{1} << 40)) return false;
  if (!(n >= 1 && k >= 1 && p >= k + 1)) return false;
  const i128 N = p * p - k * p + k + 1, D = p * p + k * p + k + 1;
  if (name == "halfduplex_thm1") return 2 * v * p * k == N * (n - v) && v * D != n * N;
  if (name == "halfduplex_thm2")
    return v * D == n * N && c * k == n - v && C * p == (c - 1) * p + k * c &&
           (C + 1) * D != 2 * n * (p + k);
  if (name == "halfduplex_thm7" || name == "halfduplex_thm7_planted") {
    if (v * D != n * N) return false;
    const bool pre = name == "halfduplex_thm7" ? 2 * n >= D : 2 * n > D;
    return (n * D - v * D >= k * p * D) != pre;
  }
  return false;
}

}  // namespace cc::halfduplex
