// The algebra of Lin and Hung (sections 2 and 5) evaluated in exact
// integers, to re-check a Z3 model of proofs/halfduplex_obligations.hpp: whether the values
// (n, p, k, v, c, C) satisfy the obligation's hypotheses and violate its goal.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "spec/core/checked.hpp"
#include "spec/core/fields.hpp"
#include "spec/core/formula.hpp"

namespace cc::halfduplex {

// (For a formula obligation below, whether formula_counterexample finds one.)
bool obligation_violated(const std::string& name, const std::map<std::string, i128>& values);

}  // namespace cc::halfduplex

// Sections 2, 3 and 6 as formulas, in exact fractions (the paper's quotients, never rounded).
// The proof claims of checkers/halfduplex/claims/ re-check their Z3 models with these.
// Each is spec/models/halfduplex_formulas.hpp's closed form (the one the Z3 obligations
// instantiate) at i128, reduced.
namespace cc::halfduplex {

// num/den in lowest terms with den > 0.
struct Ratio {
  i128 num = 0, den = 1;
  friend bool operator==(const Ratio&, const Ratio&) = default;
};
Ratio ratio(i128 num, i128 den = 1);
Ratio ratio(const formula::Quot<i128>& q);  // q.num/q.den
Ratio operator+(const Ratio& a, const Ratio& b);
Ratio operator-(const Ratio& a, const Ratio& b);
bool operator<(const Ratio& a, const Ratio& b);
bool operator<=(const Ratio& a, const Ratio& b);
std::string to_text(const Ratio& r);  // "65/4", "17"

// Theorem 2: C(n, p, k) = 2n(p + k)/(p^2 + kp + k + 1) - 1.
Ratio thm2_C(i128 n, i128 p, i128 k);
// Theorem 4: R(n, p, 1) = p(p - 1); R(n, p, k) = (2k - 1)(p - 1)(p + k - 1)/2k for k >= 2 (the
// formula at any p; A itself needs p = kq + 1).
Ratio thm4_R(i128 p, i128 k);
// Section 3 as printed: S(n, p, k) = (2k - 1)p^2/2k - p/2 + k^2 - 3k + 2.
Ratio s_printed(i128 p, i128 k);
// The corrected S(n, p, k) = R(n, p, k) - (k - 1)^2 (p - k - 1)/k for k >= 2 (the least
// solution of the recurrence of B's components; see s_by_components).
Ratio s_corrected(i128 p, i128 k);

// The communication steps one level of the recursion adds, from the components the paper lists.
// A (section 2): in each of phases 2..k+1 the holder of y sends it to the p - 1 other PEs and a
// block is scattered to the p - 1 other PEs; for k >= 2 the scatter root of phase k + 1, P_p, is
// also the holder of y, so the two merge (p - 1 saved). For k = 1 the holder P_{p-1} is not the
// root P_p: no merge.
i128 a_level_steps(i128 p, i128 k);
// B (section 3): (ii) p - 1, (iii) (k - 1)(p - 1), (iv) k(p - k), less the p - k merged in phase
// k + 1; the k(k - 1) moved transfers run in phase 1.
i128 b_level_steps(i128 p, i128 k);
// R and S as the sums of their levels. A(n, p, k), p = kq + 1, recurses on p - k, ..., k + 1,
// where phase 1 is sequential (no communication). B(n, p, k), p = k(i + 1) + 1, i >= 1, k >= 2,
// recurses through B(v, p - k, k) while p - k >= 2k + 1; at p = 2k + 1 the first k + 1 PEs run
// A(v, k + 1, k). Phase 1 of a B level takes max(the first p - k PEs' steps, k(k - 1)).
i128 r_by_components(i128 p, i128 k);
i128 s_by_components(i128 p, i128 k);

// The re-check of a model of a formula obligation of proofs/halfduplex_obligations.hpp (names
// halfduplex_thm3_*, _thm4_*, _thm5_*, _s_*, _r_minus_s_*, _moved_*; `_planted` ones included):
// nullopt unless the values satisfy the obligation's hypotheses and violate its goal, else what
// the model shows, in the paper's notation.
bool is_formula_obligation(const std::string& name);
std::optional<Fields> formula_counterexample(const std::string& name,
                                             const std::map<std::string, i128>& values);

}  // namespace cc::halfduplex
