// Z3 obligations of seed 002 (002_9d19bfb51512884d.txt, sections 2 and 5), over unbounded
// integers n >= 1, k >= 1, p >= k + 1, with N = p^2 - kp + k + 1 and D = p^2 + kp + k + 1
// (the quotients the paper writes are multiplied out, so every variable is an integer):
//   halfduplex_thm1:  the balancing condition of phase 1 with Theorem 2 for A(v, p-k, k),
//                     2vp/N - 1 = (n - v)/k - 1, i.e. 2vpk = N(n - v), implies vD = nN
//                     (Theorem 1; for p = k + 1, N = 2p and D = 2p^2, so v = n/p);
//   halfduplex_thm2:  vD = nN, ck = n - v and Cp = (c - 1)p + kc (phase 1 takes c - 1 steps,
//                     each of k phases c/p) imply (C + 1)D = 2n(p + k) (Theorem 2);
//   halfduplex_thm7:  (n - v)D >= kpD, with vD = nN, holds exactly when 2n >= D (section 5:
//                     n - v >= kp <=> n >= (p^2 + kp + k + 1)/2).
// halfduplex_thm7_planted (with 2n > D) is false and must be refuted; the tests use it.
#pragma once

#include <string>
#include <vector>

#include "proofs/engine.hpp"
#include "proofs/postal_obligations.hpp"

namespace cc::proofs {

std::vector<NamedObligation> halfduplex_obligations();

ProofResult prove_halfduplex(const std::string& name, const ProofOptions& opts);

}  // namespace cc::proofs
