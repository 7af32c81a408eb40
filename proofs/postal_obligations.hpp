// Z3 obligations of Lin and Yeh (section 2, Theorem 1; section 3.2, Lemma 3).
//
// counting_step: the induction step of Theorem 1's proof, for all j >= 1, k >= 1, lambda >= 1
//   (unbounded integers). H(j) PEs hold v(0) after step j. The model's rules: only the H(j-lambda)
//   holders after step j-lambda can send v(0) in step j-lambda+1 (S of them do), each to at most
//   k PEs (R <= k S new holders in step j), nobody receives before step lambda (R = 0 for j <
//   lambda). With H(j-1) <= G(j-1) and H(j-lambda) <= G(j-lambda) (the induction hypothesis),
//   H(j) <= H(j-1) + R implies H(j) <= G(j).
// lemma3_*: the index arithmetic of Lemma 3's induction step: the ranges received in step T+1
//   from x_t = i - G(T) - t G(T-lambda+1) are adjacent (adjacent), cover (i - G(T+1) + 1):i when
//   i >= G(T+1) (case2_span), and end in 0:x_s with s <= k-1 when G(T) <= i < G(T+1)
//   (case1_span). G(T), G(T-lambda+1) are free positive integers with G(T+1) = G(T) + k
//   G(T-lambda+1), so the proofs hold for every k and lambda.
#pragma once

#include <string>
#include <vector>

#include "proofs/engine.hpp"

namespace cc::proofs {

std::vector<NamedObligation> postal_counting_step_obligations();
std::vector<NamedObligation> postal_lemma3_obligations();

ProofResult prove_postal(const std::string& name, const ProofOptions& opts);

}  // namespace cc::proofs
