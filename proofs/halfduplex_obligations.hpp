// Z3 obligations of Lin and Hung (sections 2 and 5), over unbounded
// integers n >= 1, k >= 1, p >= k + 1, with N = p^2 - kp + k + 1 and D = p^2 + kp + k + 1
// (the quotients the paper writes are multiplied out, so every variable is an integer):
//   halfduplex_thm1:  the balancing condition of phase 1 with Theorem 2 for A(v, p-k, k),
//                     2vp/N - 1 = (n - v)/k - 1, i.e. 2vpk = N(n - v), implies vD = nN
//                     (Theorem 1; for p = k + 1, N = 2p and D = 2p^2, so v = n/p);
//   halfduplex_thm2:  vD = nN, ck = n - v and Cp = (c - 1)p + kc (phase 1 takes c - 1 steps,
//                     each of k phases c/p) imply (C + 1)D = 2n(p + k) (Theorem 2);
//   halfduplex_thm7:  (n - v)D >= kpD, with vD = nN, holds exactly when 2n >= D (section 5:
//                     n - v >= kp <=> n >= (p^2 + kp + k + 1)/2).
// halfduplex_thm7_planted (with 2n > D) is false and must be refuted; the tests use it.
//
// Sections 2, 3 and 6 as formulas (Theorems 3, 4 and 5, S(n, p, k) of Algorithm B, R(n, p, 1) -
// S(n, p, k), the k(k - 1) moved transfers), over unbounded integers with every quotient
// multiplied out: a count X with denominator 2k is carried as 2kX, so a closed form is compared
// exactly even where it is not an integer, and no hypothesis "2kX = ..." quietly restricts p.
// R(p, k), S(p, k), C(n, p, k) below are the closed forms at any p >= k + 1 (stronger than the
// paper's p = kq + 1). One level of the recursion adds, from the components the paper lists
// (spec/models/halfduplex_algebra.hpp): A: a(p) = 2k(p - 1) - [k >= 2](p - 1) (the merge in
// phase k + 1); B: b(p) = (p - 1) + (k - 1)(p - 1) + k(p - k) - (p - k).
//   halfduplex_thm4_base, _step (k >= 2), _k1_base, _k1_step (k = 1): Theorem 4's R satisfies
//       R(k + 1) = a(k + 1) (phase 1 sequential) and R(p) = R(p - k) + a(p) for p >= 2k + 1;
//   halfduplex_thm4_integer_even, _odd: (2k - 1)(p - 1)(p + k - 1) = 2k (2k - 1)k q(q + 1)/2 for
//       p = kq + 1, k >= 2, with q(q + 1)/2 = t(2t + 1) for q = 2t, (2t + 1)(t + 1) for q = 2t + 1;
//   halfduplex_s_printed_base, _step: section 3's printed S satisfies
//       S(2k + 1) = max(a(k + 1), k(k - 1)) + b(2k + 1) (the first k + 1 PEs run A(v, k + 1, k))
//       and S(p) = max(S(p - k), k(k - 1)) + b(p) for p >= 3k + 1 (k >= 2); the base is false;
//   halfduplex_s_base, _step, _integer_even, _integer_odd: the same for S = R - (k - 1)^2
//       (p - k - 1)/k, and this S equals the integer R - (k - 1)^2 (q - 1) for p = kq + 1, q >= 2;
//   halfduplex_r_minus_s_printed, _corrected: R(p, 1) - S = (p^2 - kp - 2k^3 + 6k^2 - 4k)/2k for
//       the printed S, (p^2 - kp - 2k^3 + 4k^2 - k - 1)/2k for the corrected one (k >= 2);
//   halfduplex_moved_r, _s: p >= 2k + 1 => R(p - k) = (2k - 1)(p - k - 1)(p - 1)/2k >= k(2k - 1)
//       and R(p - k) - k(k - 1) >= k^2; p - k >= 2k + 1 => S(p - k) - k(k - 1) >= 4k^2 - 1;
//   halfduplex_thm5_monotone (k >= 2), _monotone_k1 (k = 1): k + 1 <= a < d => R(d, k) > R(a, k);
//   halfduplex_thm5_large_r1, _r2, _rk1: k >= 2, p >= max(k + 1, 2k^2 - 3k + 1) =>
//       R(p, k) <= R(p, 1), R(p, 2) <= R(p, k), R(p, k) < R(p, k + 1);
//   halfduplex_thm5_otherwise_literal: k >= 1, p >= k + 1, not (p >= 2k^2 - 3k + 1 and k >= 2)
//       => R(p, 1) < R(p, k) < R(p, k + 1) (false for k = 1);
//   halfduplex_thm5_otherwise: the same for k >= 2 and k + 1 <= p < 2k^2 - 3k + 1;
//   halfduplex_thm3_p, _k: n, b >= 1, a >= b + 1, d > a => C(n, a, b) > C(n, d, b); n, b >= 1,
//       e > b, d >= e + 1 => C(n, d, b) > C(n, d, e).
//   halfduplex_v_range: n >= 1, k >= 1, p >= k + 1 => 0 < nN < nD (Theorem 1's 0 < v < n);
//   halfduplex_v_recursive: N(p, k) = D(p - k, k), 2nN - D(p - k, k)D(p, k) = N(2n - D(p, k)) and
//       N >= 2k + 2 > 0, so 2v >= D(p - k, k) <=> 2n >= D(p, k) (A(v, p - k, k) meets the
//       precondition exactly when A(n, p, k) does);
//   halfduplex_stronger_precondition: D(p, k) >= p^2 + p + 2 > 2(p + 1), 2n >= D => n > p, and
//       2(p + 1) < D (section 5's precondition is stronger than p < n).
// The `_planted` twin of each group (halfduplex_formula_planted) is false and must be refuted.
// A counterexample is made least: parameter by parameter, in the order of the model's variables,
// Z3 is asked for a smaller one until it answers unsat.
#pragma once

#include <string>
#include <vector>

#include "proofs/engine.hpp"

namespace cc::proofs {

std::vector<NamedObligation> halfduplex_obligations();

ProofResult prove_halfduplex(const std::string& name, const ProofOptions& opts);

// The formula obligations, grouped as the claims check them.
enum class HalfduplexFormula {
  thm4_recurrence,
  thm4_integer,
  s_printed,
  s_corrected,
  r_minus_s_printed,
  r_minus_s_corrected,
  moved_fit,
  thm5_monotone,
  thm5_large,
  thm5_otherwise_literal,
  thm5_otherwise,
  thm3,
  v_range,
  stronger_precondition,
};

std::vector<NamedObligation> halfduplex_formula_obligations(HalfduplexFormula group);

// The group's planted false obligation; empty for the groups that state a false literal claim
// (s_printed, thm5_otherwise_literal).
std::string halfduplex_formula_planted(HalfduplexFormula group);

}  // namespace cc::proofs
