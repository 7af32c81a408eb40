// Shared pieces of the LogP checkers (Shou and Chen): how the checks write numbers, trees and the
// executor's violations in their counterexamples, the largest T whose f_T the counts can hold,
// and the variant a run uses (--variant).
#pragma once

#include <string>

#include "checkers/context.hpp"
#include "checkers/engine/domain.hpp"
#include "spec/algorithms/logp_broadcast.hpp"
#include "spec/algorithms/logp_sum.hpp"
#include "spec/core/checked.hpp"
#include "spec/models/logp.hpp"

namespace cc::logp_checks {

inline bool smoke(Budget b) { return b == Budget::smoke; }

// f_T and other 128-bit counts in decimal.
inline std::string dec(u128 v) { return to_decimal(v); }

// The executor's violation as counterexample fields: rule, pe, time, violation.
Fields violation_fields(const logp::Violation& v);

// A tree's (P_i, T_i) in preorder: "(0,24) (1,14) ...".
std::string pairs(const logp::Tree& t);

// The largest T' <= T with f_{T'} below 2^128 (with o = 0 and L = 1, f_T doubles every cycle):
// the counts are compared up to there.
logp::Time fit_T(logp::Time L, logp::Time o, logp::Time g, logp::Time T);

// The comparisons up to T = 200 (smoke 60).
inline std::int64_t t_max(Budget b) { return smoke(b) ? 60 : 200; }

// The broadcast named by --variant, or the paper's T* ("tstar"); the summation named by
// --variant, or Algorithm 2 as intended ("paper").
const logp::BroadcastVariant& broadcast_variant(const RunContext& ctx);
const logp::SumVariant& sum_variant(const RunContext& ctx);

}  // namespace cc::logp_checks
