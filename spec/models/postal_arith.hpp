// The arithmetic cores of Theorem 1's and Lemma 3's proofs, as plain predicates over exact
// integers. proofs/ states the same predicates to Z3; a model Z3 returns is re-evaluated here
// before it is reported as a counterexample (the solver is not trusted).
#pragma once

#include <map>
#include <string>

#include "spec/core/checked.hpp"

namespace cc::postal {

using Values = std::map<std::string, i128>;

// True if the values satisfy every hypothesis of the counting step and violate H <= G.
// coef_offset = -1 evaluates the planted recurrence G(j) = G(j-1) + (k-1) G(j-lambda).
bool counting_step_counterexample(const Values& v, int coef_offset = 0);

// True if the values satisfy the hypotheses of the Lemma 3 obligation `name` and violate its goal
// (postal_lemma3_case2_span_planted: the planted recurrence G(T+1) = G(T) + (k-1) G(T-lambda+1);
// postal_lemma3_case1_span_unbounded: case 1 without the hypothesis i < n).
bool lemma3_counterexample(const std::string& name, const Values& v);

}  // namespace cc::postal
