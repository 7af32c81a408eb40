// The domains of the half-duplex claims (Lin and Hung), per budget, each declared once: a claim
// file names the domain its claim is checked over (checkers/kit.hpp), so the claims over the same
// cases share one. p = kq + 1 PEs throughout (k, q >= 1); n inputs.
#pragma once

#include <cstdint>

#include "checkers/kit.hpp"

namespace cc::halfduplex_checks::domains {

// (p, k, n): every p = kq + 1 with p <= 6, 32, 64 (smoke, ci, deep; table.hpp's tables), every
// k, every n in [p, 4p^2]. pkn_b: B and F's, also k >= 2 and p >= 2k + 1; pkn_integral: the n at
// which the paper's quotients are integers (n = m(p^2 + kp + k + 1)/2).
kit::Domain pkn();
kit::Domain pkn_b();
kit::Domain pkn_integral();
// pkn and pkn_b with p <= 6, 16, 32: the claims of E's and F's 2k reading, which run every case on
// its own (the shared tables hold the merged reading; checkers/halfduplex/common.hpp).
kit::Domain pkn_2k();
kit::Domain pkn_b_2k();
// The same for the two executors side by side: p <= 5, 10, 10.
kit::Domain pkn_small();

// (p, k): every p = kq + 1 with p <= 64, 1024, 1024 and every k.
kit::Domain pk_wide();
// (p): every p >= 2 with p <= 20, 32, 64 (a family's members at one p).
kit::Domain p_only();
// (p, k) with k >= 2 and p >= 2k + 1 (B defined), p <= 20, 64, 64.
kit::Domain pk_b();
// (p, k): every p = kq + 1 with p <= 20, 64, 64 and every k; pk_from: p >= p_least only.
kit::Domain pk_all();
kit::Domain pk_from(std::int64_t p_least);
// (p, k) with k >= 2, p <= 20, 64, 64 (A against L).
kit::Domain pk_k2();

// (p, k, m): every p = kq + 1 with p <= p_max(budget) and every k (with `b`: k >= 2 and
// p >= 2k + 1), m = 1 .. m_max(budget).
kit::Domain pkm(kit::PerBudget<std::int64_t> p_max, kit::PerBudget<std::int64_t> m_max, bool b);
// (p, k, m) for section 6's comparison with PLL: 10 <= p <= 16, 32, 64, m <= 2.
kit::Domain pkm_pll();

// (d, b, a, e): Theorem 3's chains a = bq + 1 < d = bq' + 1 = eq'' + 1 with b < e, d <= 10, 24,
// 32, and m = 1, 2, 2 (n = m lcm of the three (p^2 + kp + k + 1)/2).
kit::Domain thm3_chains();

// (k): every k with 256 = kq + 1 (section 5's example, n = 1024, p = 256).
kit::Domain sec5_k();
// (n): the sums of n inputs, n <= 64, 1024, 4096.
kit::Domain sum_n();
// (m): the worked examples of section 2 at n = 16m (p = 4) or 37m (p = 7), m <= 8, 256, 256;
// phase by phase, m <= 4, 16, 64.
kit::Domain example_m();
kit::Domain example_phases_m();
// (k, i): p = k(i + 1) + 1 with k >= 2, i >= 1, k <= 8, 64, 256, i <= 16, 512, 2048.
kit::Domain s_ki();
// (n): one n of Figures 4 to 8 (p = 13).
kit::Domain figure_n(std::int64_t n);

// Random (algorithm, p, k, n) up to p = 1024 (generators/halfduplex.hpp): 20, 150, 2000 cases.
kit::Sample large_sample();

}  // namespace cc::halfduplex_checks::domains
