// Re-check of Theorem 2's algebraic-step models (Shou and Chen, section 1); see logp_arith.hpp.
#include "spec/models/logp_arith.hpp"

namespace cc::logp {

bool thm2_step_counterexample(const std::string& ob, const std::map<std::string, i128>& x) {
  auto get = [&](const char* v) -> i128 {
    auto it = x.find(v);
    return it == x.end() ? 0 : it->second;
  };
  const i128 L = get("L"), o = get("o"), g = get("g"), n = get("n"), k = get("k");
  const i128 h = L + 2 * o;
  const bool hyps = L >= 1 && o >= 1 && g >= 1 && n >= g && n >= h && k >= 0 && k * g <= n - h &&
                    n - h < (k + 1) * g;
  if (!hyps) return false;
  if (ob == "logp_thm2_shift")
    return n - g >= h && !(k - 1 >= 0 && (k - 1) * g <= n - g - h && n - g - h < k * g);
  if (ob == "logp_thm2_short") return n - g < h && !(k == 0 && n - g >= 0);
  if (ob == "logp_thm2_tail") return !(n - g - h - k * g < 0);
  if (ob == "logp_thm2_tail_planted") return !(n - g - h - (k - 1) * g < 0);
  return false;
}

}  // namespace cc::logp
