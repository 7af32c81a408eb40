// The checks of checkers/halfduplex/bounds.cpp that the tests call directly, each with the
// parameter a planted-bug test mutates (a constant made too tight, a point outside the paper's
// assumption, an operation of three operands). Lin and Hung.
#pragma once

#include <cstdint>
#include <optional>

#include "spec/algorithms/halfduplex_prefix.hpp"
#include "spec/core/fields.hpp"

namespace cc::halfduplex_checks {

// The least n >= x at which every quotient of A(n, p, k) (and B, E, F) is an integer: the least
// multiple of (p^2 + kp + k + 1)/2 that is at least x.
std::int64_t least_integral_at_least(std::int64_t x, std::int64_t p, std::int64_t k);

// Cost as a concrete bound on the executed counts of alg(n, p, k) at n = the least integral
// n >= m base(p) (base p^3 for A and B, p^2 ceil(log2 p) for E and F, p^2 when `below`):
// not below: p(C + R) < (2 + c/m) n; below: p(C + R) >= c (p - 1) n / (m + 1); c = c_num/c_den.
struct CostBound {
  halfduplex::Algorithm alg;
  bool below;
  std::int64_t c_num, c_den;
};
std::optional<Fields> check_cost(const CostBound& b, std::int64_t p, std::int64_t k, std::int64_t m,
                                 const halfduplex::PrefixVariant& var);

// C(n, p, k) = Theta(n/p) at n = m(p^2 + kp + k + 1)/2: (2p - 1)n/p^2 - 1 <= C < 2n/p - 1 on the
// executed C of A (strict_lower: the lower bound with <, false where it is attained, k = p - 1).
std::optional<Fields> check_c_theta(std::int64_t p, std::int64_t k, std::int64_t m,
                                    bool strict_lower, const halfduplex::PrefixVariant& var);

// S(n, p, k) = Theta(p^2) at n = m(p^2 + kp + k + 1)/2: lo_num p^2 <= lo_den S and 4S < 5p^2 on
// the executed S of B (the paper's bounds: lo = 17/25, attained at p = 5, k = 2).
std::optional<Fields> check_s_theta(std::int64_t p, std::int64_t k, std::int64_t m,
                                    std::int64_t lo_num, std::int64_t lo_den,
                                    const halfduplex::PrefixVariant& var);

// Section 5 for alg: at n (meeting the precondition or not), every PE computes in every phase
// >= 2; the claim runs it where n >= (p^2 + kp + k + 1)/2.
std::optional<Fields> check_all_active(halfduplex::Algorithm alg, std::int64_t n, std::int64_t p,
                                       std::int64_t k, const halfduplex::PrefixVariant& var);

// Theorem 3 at one n: C(n, a, b) > C(n, d, b) > C(n, d, e), executed.
std::optional<Fields> check_thm3_at(std::int64_t n, std::int64_t a, std::int64_t b, std::int64_t d,
                                    std::int64_t e, const halfduplex::PrefixVariant& var);

// The least number of computation steps in which x_1 (+) ... (+) x_n can be formed when every
// step may perform any set of operations on values formed so far (communication free, any
// number of PEs: every half-duplex schedule is such a sequence). `arity` 2 is the model's
// binary operation; 3 is a planted ternary one. Exhaustive over every sequence of operation
// sets (small n), and over lengths (the greatest set reachable in t steps; any n).
std::int64_t least_sum_steps_exhaustive(std::int64_t n, int arity);
std::int64_t least_sum_steps_lengths(std::int64_t n, int arity);

}  // namespace cc::halfduplex_checks
