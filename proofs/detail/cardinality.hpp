// Internal: cardinality constraints in standard SMT-LIB (core Booleans only), so that an exported
// query reads the same in every solver: no Z3 `(_ at-most k)`, no pseudo-Boolean extension.
#pragma once

#include <z3++.h>

namespace cc::proofs::detail {

// "At most k of xs are true", as Sinz's sequential counter (CP 2005) written as a shared Boolean
// DAG: r[i][j] reads "at least j of xs[0..i] are true" and is built from r[i-1][j] and
// r[i-1][j-1], so the formula has O(|xs| k) distinct nodes and no auxiliary variables to declare
// (the solver's Tseitin step names the shared nodes). An exported file prints them with `let`.
z3::expr at_most(const z3::expr_vector& xs, unsigned k);

}  // namespace cc::proofs::detail
