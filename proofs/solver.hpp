// Which solver decides the proof obligations (prove/check --solver, --cross-check).
#pragma once

namespace cc::proofs {

enum class Solver {
  z3,    // Z3, linked always
  cvc5,  // cvc5, when the build found libcvc5-dev
  both,  // --cross-check: both decide every query; a disagreement is an error
};

}  // namespace cc::proofs
