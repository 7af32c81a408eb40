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

ProofResult prove_logp(const std::string& name, const ProofOptions& opts);

}  // namespace cc::proofs
