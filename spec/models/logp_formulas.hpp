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

// ---- Theorem 3's proof: sum_{m=0}^{k-1} f_{T-L-2o-mg} = f_T - f_{T-kg} ----

// The obligations of the proof.thm3_identity claim (proofs/logp_obligations.hpp), by induction on
// k over (L, o, g, T, k) and the f-values fT = f_T, fA = f_{T-(k-1)g}, fB = f_{T-kg},
// fC = f_{T-L-2o-(k-1)g}, s = sum_{m=0}^{k-2} f_{T-L-2o-mg}:
//   logp_thm3_base:  k = 0: the empty sum is f_T - f_{T-0g} (fB = fT there);
//   logp_thm3_guard: if the k-th child exists (k >= 1, T - L - 2o - kg >= 0), Theorem 2's case 3
//                    applies at n = T - (k-1)g (n >= max{g, L+2o});
//   logp_thm3_step:  with the identity for k - 1 (s = fT - fA) and case 3 at that n where it
//                    applies (fA = fB + fC), the identity for k: s + fC = fT - fB.
template <class Num>
auto thm3_hyps(int which, const Num& L, const Num& o, const Num& g, const Num& T, const Num& k,
               const Num& s, const Num& fT, const Num& fA, const Num& fB, const Num& fC) {
  std::vector v{L >= 1, o >= 1, g >= 1};
  if (which == 0) {
    v.push_back(k == 0);
    v.push_back(fB == fT);
    return v;
  }
  v.push_back(k >= 1);
  v.push_back(child_time(L, o, g, T, k) >= 0);
  if (which == 2) {
    v.push_back(s == fT - fA);
    v.push_back(!thm2_in_case3(L, o, g, T - (k - 1) * g) || fA == fB + fC);
  }
  return v;
}
template <class Num>
auto thm3_goal(int which, const Num& L, const Num& o, const Num& g, const Num& T, const Num& k,
               const Num& s, const Num& fT, const Num& fB, const Num& fC) {
  if (which == 0) return fT - fB == 0;
  if (which == 1) return thm2_in_case3(L, o, g, T - (k - 1) * g);
  return s + fC == fT - fB;
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
// Theorem 5's proof, its second link: sum_i (T_i - K_i(o + 1) + 1) = sum T_i - (o + 1) sum K_i + P
// (sum_T, sum_K the sums over the P nodes). With sum K_i = P - 1 it is thm5_ns (the third link).
template <class Num>
Num thm5_split(const Num& sum_T, const Num& sum_K, const Num& P, const Num& o) {
  return sum_T - (o + 1) * sum_K + P;
}
// The obligations of the proof.sum_algebra claim (proofs/logp_obligations.hpp), each as the
// hypotheses and the goal over (S, K, P, o, T, k): S and K the sums of T_i and K_i over P nodes,
// (T, k) one more node. The sum over P nodes of node_operands is defined by adding one node at a
// time, so the second link holds for every P by induction:
//   logp_sum_base:  over no nodes (S = K = P = 0) the split is 0, the empty sum;
//   logp_sum_step:  the split of P nodes plus node_operands(T, k, o) is the split of P + 1 nodes
//                   (a polynomial identity, stated without hypotheses so that it stays one);
//   logp_sum_link3: K = P - 1 turns the split into Theorem 5's N_S.
template <class Num>
auto sum_algebra_hyps(int which, const Num& S, const Num& K, const Num& P) {
  if (which == 0) return std::vector{S == 0, K == 0, P == 0};
  if (which == 1) return decltype(std::vector{K == P}){};  // none
  return std::vector{K == P - 1};
}
template <class Num>
auto sum_algebra_goal(int which, const Num& S, const Num& K, const Num& P, const Num& o,
                      const Num& T, const Num& k) {
  if (which == 0) return thm5_split(S, K, P, o) == 0;
  if (which == 1)
    return thm5_split(S, K, P, o) + node_operands(T, k, o) == thm5_split(S + T, K + k, P + 1, o);
  return thm5_split(S, K, P, o) == thm5_ns(S, P, o);
}

// Theorem 6: T(N) = T_B + (N - N_S)/P, a quotient (the paper does not round it).
template <class Num>
Quot<Num> thm6_time(const Num& TB, const Num& N, const Num& NS, const Num& P) {
  return {TB * P + N - NS, P};
}

}  // namespace cc::logp::formulas
