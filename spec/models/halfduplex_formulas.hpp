// The closed forms of Lin and Hung (sections 2, 3 and 6), written once over the number type
// (spec/core/formula.hpp; docs/architecture.md, "Formulas written once"). The executed checks
// (checkers/halfduplex/), the exact re-check of a Z3 model (spec/models/halfduplex_algebra.cpp),
// the split of Algorithm A (spec/algorithms/halfduplex_prefix.cpp) and the Z3 obligations
// (proofs/halfduplex_obligations.cpp) all instantiate these: i128 in spec/ and checkers/,
// z3::expr in proofs/. Quotients are numerator over denominator (never divided).
#pragma once

#include "spec/core/formula.hpp"

namespace cc::halfduplex::formulas {

using formula::ite;
using formula::Quot;

// Theorem 1's split v = nN/D and Theorem 2's denominator: N = p^2 - kp + k + 1,
// D = p^2 + kp + k + 1.
template <class Num>
Num N(const Num& p, const Num& k) {
  return p * p - k * p + k + 1;
}
template <class Num>
Num D(const Num& p, const Num& k) {
  return p * p + k * p + k + 1;
}

// Theorem 1: phase 1 is balanced when the first p - k PEs' A(v, p - k, k) takes as many
// computation steps as the last k PEs, c - 1 with c = (n - v)/k: by Theorem 2 (D(p - k, k) = N)
// C(v, p - k, k) = 2vp/N - 1, so 2vpk = N(n - v), multiplied out.
template <class Num>
auto phase1_balanced(const Num& n, const Num& p, const Num& k, const Num& v) {
  return 2 * v * p * k == N(p, k) * (n - v);
}
// Theorem 1's split v = nN/D (v = n/p for p = k + 1), multiplied out: whether v is it.
template <class Num>
auto is_thm1_v(const Num& v, const Num& n, const Num& p, const Num& k) {
  return v * D(p, k) == n * N(p, k);
}
// c = (n - v)/k, the block of each of the last k PEs in phase 1, multiplied out.
template <class Num>
auto is_block(const Num& c, const Num& n, const Num& k, const Num& v) {
  return c * k == n - v;
}
// The computation steps of A from its phases: c - 1 in phase 1, then c/p in each of the k
// phases 2..k+1: C = c - 1 + kc/p, multiplied out.
template <class Num>
auto is_phase_count(const Num& C, const Num& c, const Num& p, const Num& k) {
  return C * p == (c - 1) * p + k * c;
}
// n - v with Theorem 1's v: n - nN/D = 2kpn/D (D - N = 2kp).
template <class Num>
Quot<Num> n_minus_v(const Num& n, const Num& p, const Num& k) {
  return {2 * k * p * n, D(p, k)};
}

// Theorem 2: C(n, p, k) + 1 = 2n(p + k)/(p^2 + kp + k + 1).
template <class Num>
Quot<Num> C_plus_1(const Num& n, const Num& p, const Num& k) {
  return {2 * n * (p + k), D(p, k)};
}
// Theorem 2's C(n, p, k) itself, (2n(p + k) - D)/D.
template <class Num>
Quot<Num> C(const Num& n, const Num& p, const Num& k) {
  return {2 * n * (p + k) - D(p, k), D(p, k)};
}
// Whether C computation steps are Theorem 2's: (C + 1)D = 2n(p + k).
template <class Num>
auto is_thm2_C(const Num& C, const Num& n, const Num& p, const Num& k) {
  return (C + 1) * D(p, k) == 2 * n * (p + k);
}

// Theorem 7 (section 5): A is used effectively when n >= (p^2 + kp + k + 1)/2, multiplied out.
template <class Num>
auto precondition(const Num& n, const Num& p, const Num& k) {
  return 2 * n >= D(p, k);
}
// Section 5's reason: every PE computes in phases >= 2 when n - v >= kp, times D.
template <class Num>
auto every_pe_computes(const Num& n, const Num& v, const Num& p, const Num& k) {
  return n * D(p, k) - v * D(p, k) >= k * p * D(p, k);
}

// Theorem 4: R(n, p, 1) = p(p - 1); R(n, p, k) = (2k - 1)(p - 1)(p + k - 1)/2k for k >= 2.
template <class Num>
Quot<Num> R1(const Num& p) {
  return formula::whole(p * (p - 1));
}
template <class Num>
Quot<Num> Rk(const Num& p, const Num& k) {
  return {(2 * k - 1) * (p - 1) * (p + k - 1), 2 * k};
}
// Theorem 4 for every k >= 1 (the case split as one term, over 2k).
template <class Num>
Quot<Num> R(const Num& p, const Num& k) {
  return {ite(k == 1, 2 * p * (p - 1), Rk(p, k).num), 2 * k};
}

// Theorem 4 and the corrected S are integers at p = kq + 1: R = (2k - 1)k q(q + 1)/2 and
// S = R - (k - 1)^2 (q - 1), with q(q + 1)/2 = t(2t + 1) for q = 2t and (2t + 1)(t + 1) for
// q = 2t + 1 (`odd`).
template <class Num>
Num q_q1_half(const Num& t, bool odd) {
  return odd ? (2 * t + 1) * (t + 1) : t * (2 * t + 1);
}
template <class Num>
Num R_integer(const Num& k, const Num& q_q1_half) {
  return (2 * k - 1) * k * q_q1_half;
}
template <class Num>
Num S_integer(const Num& r, const Num& k, const Num& q) {
  return r - (k - 1) * (k - 1) * (q - 1);
}

// Theorem 5's threshold on p: R(n, p, k) <= R(n, p, 1) for p >= 2k^2 - 3k + 1 (k >= 2).
template <class Num>
Num thm5_threshold(const Num& k) {
  return 2 * k * k - 3 * k + 1;
}

// Section 3: the k(k - 1) parts that pass between the last k PEs, moved to phase 1 by B.
template <class Num>
Num moved(const Num& k) {
  return k * (k - 1);
}

// Section 3: S(n, p, k) as printed, (2k - 1)p^2/2k - p/2 + k^2 - 3k + 2, over 2k.
template <class Num>
Quot<Num> S_printed(const Num& p, const Num& k) {
  return {(2 * k - 1) * p * p - k * p + 2 * k * (k * k - 3 * k + 2), 2 * k};
}
// The corrected S(n, p, k) = R(n, p, k) - (k - 1)^2 (p - k - 1)/k, over 2k (k >= 2: the least
// solution of the recurrence of B's components, s_level below).
template <class Num>
Quot<Num> S_corrected(const Num& p, const Num& k) {
  return {Rk(p, k).num - 2 * (k - 1) * (k - 1) * (p - k - 1), 2 * k};
}

// Section 6: R(n, p, 1) - S(n, p, k) = diff/2k; as printed (p^2 - kp - 2k^3 + 6k^2 - 4k) and
// from the corrected S (p^2 - kp - 2k^3 + 4k^2 - k - 1).
template <class Num>
Num r_minus_s_printed_num(const Num& p, const Num& k) {
  return p * p - k * p - 2 * k * k * k + 6 * k * k - 4 * k;
}
template <class Num>
Num r_minus_s_corrected_num(const Num& p, const Num& k) {
  return p * p - k * p - 2 * k * k * k + 4 * k * k - k - 1;
}

// The communication steps one level of the recursion adds, from the components the paper lists.
// A (section 2): in each of phases 2..k+1 the holder of y sends it to the p - 1 other PEs and a
// block is scattered to the p - 1 other PEs; with `merge` (k >= 2) the scatter root of phase
// k + 1, P_p, is also the holder of y, so the two merge (p - 1 saved).
template <class Num>
Num a_level(const Num& p, const Num& k, bool merge) {
  return merge ? k * (p - 1) + k * (p - 1) - (p - 1) : k * (p - 1) + k * (p - 1) - 0;
}
// B (section 3): (ii) p - 1, (iii) (k - 1)(p - 1), (iv) k(p - k), less the p - k merged in phase
// k + 1.
template <class Num>
Num b_level(const Num& p, const Num& k) {
  return (p - 1) + (k - 1) * (p - 1) + k * (p - k) - (p - k);
}
// One level of B on top of the steps `below` of the first p - k PEs: phase 1 takes
// max(below, k(k - 1)) (the k(k - 1) moved transfers), then the level's own steps.
template <class Num>
Quot<Num> s_level(const Quot<Num>& below, const Num& p, const Num& k) {
  return formula::plus(formula::larger(below, formula::whole(moved(k))),
                       formula::whole(b_level(p, k)));
}

}  // namespace cc::halfduplex::formulas
