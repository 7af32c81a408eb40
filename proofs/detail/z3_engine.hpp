// Internal: the Z3 side of the proof engine.
#pragma once

#include <z3++.h>

#include <functional>

#include "proofs/engine.hpp"

namespace cc::proofs::detail {

// Checks `assertions` for satisfiability under opts.rlimit: unsat -> proved (the caller asserts
// the negation of what it proves), sat -> counterexample with the values of `vars`.
ProofResult check_unsat(z3::context& ctx, const z3::expr_vector& assertions,
                        const z3::expr_vector& vars, const ProofOptions& opts,
                        const std::function<void(const z3::model&)>& on_model = {});

// Proves `goal` valid under `hyps`: checks hyps and not goal.
ProofResult prove(z3::context& ctx, const std::vector<z3::expr>& hyps, const z3::expr& goal,
                  const z3::expr_vector& vars, const ProofOptions& opts);

}  // namespace cc::proofs::detail
