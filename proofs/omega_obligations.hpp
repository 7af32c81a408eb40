// Z3 obligations of Lee and Lin (sections 3.1 and 3.2): Theorems 1-4 on the Omega network.
//
// Bit-precise, one query per L (1 <= L <= 64): addresses are L-bit vectors; the link of
//   Path(X,Y) at stage j (0..L) is the concatenation of the low L-j bits of X and the high j bits
//   of Y (what the switches produce: x_{j+1} ... x_L y_1 ... y_j); two paths share a link iff
//   some stage's links are equal. Ast(X↓W) counts bit by bit the positions at or above the
//   lowest bit where X and W differ (the '*' of Definition 1); Ast(Y↑Z) the positions at or
//   below the highest differing bit (Definition 2). The sums are 8-bit, exact for L <= 64.
//   thm1:   some link shared  <=>  Ast(X↓W) + Ast(Y↑Z) <= L
//   exact:  for each stage j, the stage-j links are equal <=> s >= L-j and t >= j, with
//           s = L - Ast(X↓W), t = L - Ast(Y↑Z) (the integer abstraction loses nothing)
//   thm2:   Path(A,B), Path(C,D) disjoint => Path(A,D), Path(C,B) disjoint
//   thm3:   Ast(X↓Y) >= Ast(X↓Z) => Ast(X↓Y) >= Ast(Y↓Z)
//   thm4:   Path(A,B), Path(E,F) disjoint and Ast(C↓E) >= Ast(C↓A) => Path(C,B), Path(E,F)
//           disjoint
// Unbounded (integers, every L >= 1): the abstraction of Theorem 1, with s, t in [0, L]:
//   (exists j in [0, L]: s >= L-j and t >= j)  <=>  (L - s) + (L - t) <= L.
// A model (a counterexample) lists the variables as decimal numbers; the checkers re-evaluate it
// on the switch-level network in spec/ before reporting it.
#pragma once

#include "proofs/engine.hpp"

namespace cc::proofs {

enum class OmegaObligation {
  thm1,
  thm1_planted,  // Theorem 1 with ">= L" for "> L": a wrong statement the tests require refuted
  exact,
  thm2,
  thm3,
  thm4
};

// The obligation for one L in [1, 64]; the model's variables are named as in the theorem.
ProofResult prove_omega(OmegaObligation o, unsigned L, const ProofOptions& opts);

// The unbounded integer abstraction of Theorem 1; the model's variables are L, s, t.
// `planted` uses ">= L" for "> L".
ProofResult prove_omega_abstraction(const ProofOptions& opts, bool planted = false);

// "omega_thm1_L8" and the like: the file-name-safe name of an obligation.
std::string omega_obligation_name(OmegaObligation o, unsigned L);

}  // namespace cc::proofs
