// Internal: the Z3 side of the proof engine.
#pragma once

#include <z3++.h>

#include <functional>
#include <vector>

#include "proofs/engine.hpp"

namespace cc::proofs::detail {

// The Z3 context of one encoding. Tearing a large one down takes seconds (Z3_del_context frees
// every term of the encoding: 2 s for the postal prefix at n = 64 on a loaded machine), longer
// than a stopped run may take to exit (Ctrl-C, SIGTERM: docs/architecture.md). So when the run
// has been stopped by a signal, the process is about to exit, and the context is kept instead,
// reachable from a list that is never freed (no leak for LeakSanitizer). A claim stopped by its
// --timeout while the run goes on still frees its context.
class Context {
 public:
  Context();
  ~Context();
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;
  z3::context& get() { return *ctx_; }

 private:
  z3::context* ctx_;
};

// Checks `assertions` for satisfiability under opts.rlimit: unsat -> proved (the caller asserts
// the negation of what it proves), sat -> counterexample with the values of `vars`.
ProofResult check_unsat(z3::context& ctx, const z3::expr_vector& assertions,
                        const z3::expr_vector& vars, const ProofOptions& opts,
                        const std::function<void(const z3::model&)>& on_model = {});

// Several queries that share `assertions` and differ in one goal each (assertions and goals[i]
// is query i, named and limited by opts[i]), answered in order. With Z3 alone they are answered
// incrementally, by one solver that holds the shared assertions once and takes each goal as an
// assumption, so what it learns on one goal serves the next; each answer is the one the whole
// query has (an --emit-smt2 file holds the whole query, assertions and goal). With cvc5 asked,
// each goal is a query of its own (check_unsat). on_model[i] as check_unsat's.
std::vector<ProofResult> check_unsat_each(
    z3::context& ctx, const z3::expr_vector& assertions, const std::vector<z3::expr>& goals,
    const std::vector<ProofOptions>& opts,
    const std::vector<std::function<void(const z3::model&)>>& on_model);

// Proves `goal` valid under `hyps`: checks hyps and not goal.
ProofResult prove(z3::context& ctx, const std::vector<z3::expr>& hyps, const z3::expr& goal,
                  const z3::expr_vector& vars, const ProofOptions& opts);

}  // namespace cc::proofs::detail
