// Re-check of Theorem 2's algebraic-step models (Shou and Chen, section 1); see logp_arith.hpp.
#include "spec/models/logp_arith.hpp"

#include <algorithm>

#include "spec/models/logp_formulas.hpp"

namespace cc::logp {

bool thm2_step_counterexample(const std::string& ob, const std::map<std::string, i128>& x) {
  auto get = [&](const char* v) -> i128 {
    auto it = x.find(v);
    return it == x.end() ? 0 : it->second;
  };
  const i128 L = get("L"), o = get("o"), g = get("g"), n = get("n"), k = get("k");
  const i128 h = formulas::hop(L, o);
  const auto hyps = formulas::thm2_hyps(L, o, g, n, k);
  if (!std::all_of(hyps.begin(), hyps.end(), [](bool b) { return b; })) return false;
  if (ob == "logp_thm2_shift") return n - g >= h && !formulas::thm2_shift(L, o, g, n, k);
  if (ob == "logp_thm2_short") return n - g < h && !formulas::thm2_short(g, n, k);
  if (ob == "logp_thm2_tail") return !formulas::thm2_tail(L, o, g, n, k);
  if (ob == "logp_thm2_tail_planted") return !(formulas::child_time(L, o, g, n - g, k - 1) < 0);
  return false;
}

}  // namespace cc::logp
