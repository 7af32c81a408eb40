// The domains of the groupops claims, per budget, each declared once: a claim file names the
// domain its claim is checked over (checkers/kit.hpp) and ends its statement with what that domain
// covers on each budget (the kOver* text beside the domain).
#pragma once

#include <string>

#include "checkers/groupops/common.hpp"
#include "checkers/kit.hpp"

namespace cc::groupops_checks {

namespace domains {

// N = 2^d: d = 0 .. 8 on smoke, 0 .. 16 on ci and deep (every N = 2^d up to 2^16). A point
// weighs 2^d, its PEs.
kit::Domain d();
inline const std::string kOverD = " [N = 2^d: d ≤ 8 smoke, d ≤ 16 ci and deep]";
// The same from d = 1 (N >= 2).
kit::Domain d_from_1();
// N = 2^d with d <= 12 on ci (the claims that keep a term or every register per step).
kit::Domain d_ci12();
inline const std::string kOverDCi12 = " [N = 2^d: d ≤ 8 smoke, d ≤ 12 ci, d ≤ 16 deep]";
// Every N, not only powers of two: N = 1 .. 64, 1024, 4096. A point weighs N.
kit::Domain any_n();
inline const std::string kOverAnyN = " [every N ≤ 64 smoke, ≤ 1024 ci, ≤ 4096 deep]";
// The binomial tree's level k, N = 2^k: k = 0 .. 10 on smoke, 0 .. 16 on ci and deep. A point
// weighs 2^k.
kit::Domain k();
inline const std::string kOverK = " [N = 2^k: k ≤ 10 smoke, k ≤ 16 ci and deep]";
// k = 0 .. 5, 8, 9, each point running all k! orders of the dimensions; a point weighs k! 2^k.
// N = 2^k with k <= 12 on ci (a plan with k + 4 registers per node).
kit::Domain k_ci12();
inline const std::string kOverKCi12 = " [N = 2^k: k ≤ 10 smoke, k ≤ 12 ci, k ≤ 16 deep]";
kit::Domain k_orders();
// One case, no axes: the N = 8 tables.
kit::Domain one_case();
// (d, op) for N = 2^d = 2, 4, 8 and each operator of the set (op_count, operators.cpp), on every
// budget; each point runs every operand tuple of the operator's 3-value domain.
kit::Domain operators(OpSet s);
inline const std::string kOverSmallTuples =
    " [every budget: N = 2, 4, 8, all 3^N tuples over {0, 1, 2} (sum, max, min, bitwise), "
    "{1, 2, 3} (product) or three fixed matrices]";
// operators(OpSet::associative) without the 2x2 matrices (op 4): the operators the slides name.
// (d, op): every binary operation on {0, 1} (op its truth table), N = 2^d, d <= 3.
kit::Domain logical_operators();
kit::Domain named_operators();
// (d, op) for the operators beyond N = 8 (operators_large.cpp): d = 1 .. 6 on smoke, 1 .. 16 on ci
// and deep; strings only up to d = 10.
kit::Domain operators_large();
// (d, op) for difference, division and rock-paper-scissors: d = 0 .. 5 on smoke, 0 .. 16 on ci
// and deep.
kit::Domain nonassociative();

}  // namespace domains

// kit::exhaustive over a domain that leaves out points of its box (Domain::admissible): a --case
// that pins one of those is refused before the run, "--case: d=12,op=5 is outside the domain of
// groupops.operator.associative.large".
kit::Make exhaustive_strict(kit::Domain domain, kit::Bind bind, kit::Options options);

}  // namespace cc::groupops_checks
