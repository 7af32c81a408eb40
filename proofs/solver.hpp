// Which solver decides the proof obligations (prove/check --solver, --cross-check).
#pragma once

namespace cc::proofs {

enum class Solver {
  z3,    // Z3, linked always
  cvc5,  // cvc5, when the build found libcvc5-dev
  both,  // --cross-check: both decide every query; a disagreement is an error
};

// cvc5's wall-clock backstop per query, by default and at most (cvc5's `tlimit-per`, milliseconds;
// --cvc5-tlimit sets a shorter one): its resource count does not bound its time on nonlinear
// queries. It can only make an answer unknown, never decide one (docs/solvers.md, "Limits").
inline constexpr unsigned kCvc5TimeLimitMs = 10'000;

}  // namespace cc::proofs
