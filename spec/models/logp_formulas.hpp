// The closed forms of Shou and Chen (sections 1-3), written once over the number type
// (spec/core/formula.hpp; docs/architecture.md, "Formulas written once"): the broadcast tree's
// times and f_T's recurrence (Definition 2, Theorems 2 and 3), the operands a node sums and the
// summation counts (Lemma 1, Theorems 5 and 6, Algorithm 2), and the arithmetic of Theorem 2's
// proof step. The executed side instantiates them with exact integers (spec/algorithms/logp_*.cpp,
// checkers/logp/, the re-check of a Z3 model in spec/models/logp_arith.cpp), the obligations of
// proofs/logp_obligations.cpp with z3::expr. A floor is never divided out: it is given, k standing
// for floor((n - h)/g), h = L + 2o, stated as kg <= n - h < (k + 1)g.
#pragma once

#include <vector>

#include "spec/core/formula.hpp"

namespace cc::logp::formulas {

using formula::Quot;

// ---- The broadcast tree (section 1) ----

// The hop L + 2o: a child's label is its parent's plus h + ig (Definition 2).
template <class Num>
Num hop(const Num& L, const Num& o) {
  return L + 2 * o;
}
// The time of the k-th child (k = 0, 1, ...) of a node whose time is T: T - (L + 2o) - kg
// (Theorem 3, Definition 4), i.e. how much of the deadline is left below it. Counted in GBT,
// f_T = 1 + the sum of f at these times while they are >= 0 (the subtrees of the root's
// children are GBT shifted by their labels); ComputeParent and the summation tree use it with
// L + 1.
template <class Num>
Num child_time(const Num& L, const Num& o, const Num& g, const Num& T, const Num& k) {
  return T - hop(L, o) - k * g;
}
// Theorem 3's number of the k-th child of (P_i, T_i), before the mod P:
// P_i + 1 + f_{T_i} - f_{T_i - kg} (f_at_T = f_{T_i}, f_at_Tkg = f_{T_i - kg}, 0 below 0).
template <class Num>
Num thm3_child_number(const Num& Pi, const Num& f_at_T, const Num& f_at_Tkg) {
  return Pi + 1 + f_at_T - f_at_Tkg;
}

// Theorem 2's cases as printed, the conditions (bool for integers, Boolean terms for Z3) and the
// values: case 1, 0 <= n < L+2o: f_n = 1; case 2, L+2o <= g and L+2o <= n < g:
// f_n = 1 + floor(n/(L+2o)) (q = the floor); case 3, n >= max{g, L+2o}: f_n = f_{n-g} + f_{n-L-2o}.
template <class Num>
auto thm2_in_case1(const Num& L, const Num& o, const Num& n) {
  return 0 <= n && n < hop(L, o);
}
template <class Num>
auto thm2_in_case2(const Num& L, const Num& o, const Num& g, const Num& n) {
  const Num h = hop(L, o);
  return h <= g && h <= n && n < g;
}
template <class Num>
auto thm2_in_case3(const Num& L, const Num& o, const Num& g, const Num& n) {
  return n >= g && n >= hop(L, o);
}
template <class Num>
Num thm2_case2(const Num& q) {
  return 1 + q;
}
template <class Num>
Num thm2_case3(const Num& f_at_n_minus_g, const Num& f_at_n_minus_h) {
  return f_at_n_minus_g + f_at_n_minus_h;
}

// ---- Theorem 2's proof step (case 3), the Z3 obligations of proofs/logp_obligations.hpp ----

// The hypotheses of every step obligation.
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
// logp_thm2_tail: the paper's extra term f_{n-g-L-2o-kg} is at a negative time: the k-th child
// time below n - g is < 0.
template <class Num>
auto thm2_tail(const Num& L, const Num& o, const Num& g, const Num& n, const Num& k) {
  return child_time(L, o, g, n - g, k) < 0;
}

// ---- Summation (section 3) ----

// The operands a PE that holds operands sums by its deadline D (its time T_i in S*) with k
// children: its first operand is its starting value, each child costs a receive (o) and a
// combine (1), and it adds one operand in each other cycle: 1 + D - k(o + 1). Lemma 1's N_i
// (k = its children), Algorithm 2's A_i (steps 4-5, k = K_i) and a node of the summation search.
template <class Num>
Num node_operands(const Num& D, const Num& k, const Num& o) {
  return D - k * (o + 1) + 1;
}
// Theorem 5: N_S = sum T_i - oP + o + 1 (sum_T = the sum of the T_i of S*'s P nodes).
template <class Num>
Num thm5_ns(const Num& sum_T, const Num& P, const Num& o) {
  return sum_T - o * P + o + 1;
}
// Theorem 6: T(N) = T_B + (N - N_S)/P, a quotient (the paper does not round it).
template <class Num>
Quot<Num> thm6_time(const Num& TB, const Num& N, const Num& NS, const Num& P) {
  return {TB * P + N - NS, P};
}

}  // namespace cc::logp::formulas
