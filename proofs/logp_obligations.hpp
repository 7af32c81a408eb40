// Z3 obligations of Shou and Chen (section 1, the proof of Theorem 2, case 3): the algebraic step
// f_n - f_{n-g} = f_{n-L-2o}. With h = L + 2o and k = floor((n-h)/g) (encoded as k >= 0,
// kg <= n-h < (k+1)g), f_n = 1 + sum_{m=0..k} f_{n-h-mg}. The step holds because
//   logp_thm2_shift: if n-g >= h, floor((n-g-h)/g) = k-1, so the sum for f_{n-g} is the terms
//                    m = 1..k of the sum for f_n, and the difference is the term m = 0, f_{n-h};
//   logp_thm2_short: if n-g < h, k = 0 and n-g >= 0, so f_{n-g} = 1 and f_n = 1 + f_{n-h};
//   logp_thm2_tail:  n-g-h-kg < 0, so the paper's extra term f_{n-g-L-2o-kg} is 0.
// All for every L, o, g >= 1 and n >= max{g, h} (unbounded integers). The obligation
// logp_thm2_tail_planted (with (k-1)g for kg) is false and must be refuted; the tests use it.
#pragma once

#include <string>
#include <vector>

#include "proofs/engine.hpp"

namespace cc::proofs {

std::vector<NamedObligation> logp_thm2_step_obligations();

// Theorem 5's proof (section 3), links 2 and 3: sum_i (T_i - K_i(o+1) + 1) = sum T_i - (o+1)
// sum K_i + P for every P and every T_i, K_i (logp_sum_base and logp_sum_step: induction on P),
// and with sum K_i = P - 1 that is sum T_i - oP + o + 1 (logp_sum_link3); unbounded integers,
// every o. logp_sum_link3_planted (o K for (o+1) K) is false and must be refuted.
std::vector<NamedObligation> logp_sum_algebra_obligations();

// Theorem 3's proof (section 1): sum_{m=0}^{k-1} f_{T-L-2o-mg} = f_T - f_{T-kg} for every k-th
// child that exists (T - L - 2o - kg >= 0), by induction on k: logp_thm3_base (k = 0),
// logp_thm3_guard (Theorem 2's case 3 applies at T - (k-1)g) and logp_thm3_step (the identity
// for k-1 and case 3 there give it for k), with f free but for case 3 (proved by
// logp_thm2_step_obligations). logp_thm3_guard_planted (the (k-1)-th child for the k-th) is
// false and must be refuted.
std::vector<NamedObligation> logp_thm3_identity_obligations();

ProofResult prove_logp(const std::string& name, const ProofOptions& opts);

}  // namespace cc::proofs
