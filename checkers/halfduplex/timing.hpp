// The half-duplex claims that need phase 1 timed per lane (docs/modelling-choices.md,
// halfduplex.phase1_accounting: each lane's time is C + tau R of its own counts and phase 1 takes
// the slower lane; the executor's CostModel::timed). tau is an exact rational num/den; the
// domains give it as tau10 = 10 tau in {1, 10, 100}.
#pragma once

#include <cstdint>
#include <optional>

#include "checkers/kit.hpp"
#include "spec/algorithms/halfduplex_prefix.hpp"
#include "spec/core/fields.hpp"

namespace cc::halfduplex_checks {

// (p, k, m, tau10): every p = kq + 1 with p - k >= 2 and p <= p_max(budget), every k,
// m = 1 .. m_max(budget), tau10 in {1, 10, 100} (slow_only: 100).
kit::Domain pkm_tau(kit::PerBudget<std::int64_t> p_max, kit::PerBudget<std::int64_t> m_max,
                    bool slow_only);

// Section 7's rebalance, (p, k, m, tau10), n = m(p^2 + kp + k + 1)/2: for each of A, B, E, F
// (where defined; E and F at collcheck's whole-step cost of a collective, 2 ceil(log2 q), so
// that times compare exactly), the paper's v against every v' = v - d < v that can be faster,
// built with the top level's split shifted (PrefixVariant::top_split_delta) and run on the
// executor, phase 1 timed per lane at tau: some v' runs correctly and is faster.
std::optional<Fields> sec7_rebalance_case(const halfduplex::PrefixVariant&, const Point&);

// (p, k, m), n = m(p^2 + kp + k + 1)/2: A, B, E and F (merged reading; E and F at
// 2 ceil(log2 q)) report the same counts C and R with phase 1 timed per lane (at tau = 1/10, 1,
// 10) as with the componentwise maximum; then their running times agree at every tau > 0 (the
// timed time is the largest of C + tau R over the choices of a lane per level, each at most the
// componentwise counts, and one choice has exactly those counts).
std::optional<Fields> timed_same_case(const halfduplex::PrefixVariant&, const Point&);

// (p, k, n) with k >= 2, p >= 2k + 1, n >= (p^2 + kp + k + 1)/2 (integral: n a multiple of
// it): with phase 1 timed per lane at tau = 1/10, 1, 10, B(n, p, k) is faster than A(n, p, k) and F(n, p, k) at
// least as fast as E(n, p, k) (E and F merged, at 2 ceil(log2 q)).
kit::Domain pkn_b_tau(bool integral);
std::optional<Fields> b_faster_timed_case(const halfduplex::PrefixVariant&, const Point&);

}  // namespace cc::halfduplex_checks
