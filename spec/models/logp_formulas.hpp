// The arithmetic of Shou and Chen's Theorem 2 proof step (section 1), written once over the number
// type (spec/core/formula.hpp; docs/architecture.md, "Formulas written once"): the re-check of
// spec/models/logp_arith.hpp instantiates it with exact integers, the obligations of
// proofs/logp_obligations.cpp with z3::expr. k stands for floor((n - h)/g), h = L + 2o, stated
// without division: kg <= n - h < (k + 1)g.
#pragma once

#include <vector>

namespace cc::logp::formulas {

// The hop L + 2o: a child's label is its parent's plus h + ig.
template <class Num>
Num hop(const Num& L, const Num& o) {
  return L + 2 * o;
}
// The hypotheses of every step obligation (bool for integers, Boolean terms for Z3).
template <class Num>
auto thm2_hyps(const Num& L, const Num& o, const Num& g, const Num& n, const Num& k) {
  const Num h = hop(L, o);
  return std::vector{L >= 1, o >= 1, g >= 1, n >= g, n >= h, k >= 0, k * g <= n - h,
                     n - h < (k + 1) * g};
}
// logp_thm2_shift: n - g >= h implies floor((n - g - h)/g) = k - 1.
template <class Num>
auto thm2_shift(const Num& L, const Num& o, const Num& g, const Num& n, const Num& k) {
  const Num h = hop(L, o);
  return k - 1 >= 0 && (k - 1) * g <= n - g - h && n - g - h < k * g;
}
// logp_thm2_short: n - g < h implies k = 0 and n - g >= 0.
template <class Num>
auto thm2_short(const Num& g, const Num& n, const Num& k) {
  return k == 0 && n - g >= 0;
}
// logp_thm2_tail: n - g - h - kg < 0.
template <class Num>
auto thm2_tail(const Num& L, const Num& o, const Num& g, const Num& n, const Num& k) {
  return n - g - hop(L, o) - k * g < 0;
}

}  // namespace cc::logp::formulas
