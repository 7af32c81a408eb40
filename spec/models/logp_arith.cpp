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

bool sum_algebra_counterexample(const std::string& ob, const std::map<std::string, i128>& x) {
  auto get = [&](const char* v) -> i128 {
    auto it = x.find(v);
    return it == x.end() ? 0 : it->second;
  };
  const i128 S = get("S"), K = get("K"), P = get("P"), o = get("o"), T = get("T"), k = get("k");
  const int which = ob == "logp_sum_base" ? 0 : ob == "logp_sum_step" ? 1 : 2;
  const auto hyps = formulas::sum_algebra_hyps(which, S, K, P);
  if (!std::all_of(hyps.begin(), hyps.end(), [](bool b) { return b; })) return false;
  if (ob == "logp_sum_link3_planted") return !(S - o * K + P == formulas::thm5_ns(S, P, o));
  return !formulas::sum_algebra_goal(which, S, K, P, o, T, k);
}

bool thm3_identity_counterexample(const std::string& ob, const std::map<std::string, i128>& x) {
  auto get = [&](const char* v) -> i128 {
    auto it = x.find(v);
    return it == x.end() ? 0 : it->second;
  };
  const i128 L = get("L"), o = get("o"), g = get("g"), T = get("T"), k = get("k"), s = get("s"),
             fT = get("fT"), fA = get("fA"), fB = get("fB"), fC = get("fC");
  if (ob == "logp_thm3_guard_planted") {
    if (!(L >= 1 && o >= 1 && g >= 1 && k >= 1 && formulas::child_time(L, o, g, T, k - 1) >= 0))
      return false;
    return !formulas::thm3_goal(1, L, o, g, T, k, s, fT, fB, fC);
  }
  const int which = ob == "logp_thm3_base" ? 0 : ob == "logp_thm3_guard" ? 1 : 2;
  const auto hyps = formulas::thm3_hyps(which, L, o, g, T, k, s, fT, fA, fB, fC);
  if (!std::all_of(hyps.begin(), hyps.end(), [](bool b) { return b; })) return false;
  return !formulas::thm3_goal(which, L, o, g, T, k, s, fT, fB, fC);
}

}  // namespace cc::logp
