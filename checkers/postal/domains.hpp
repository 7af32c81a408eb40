// The domains of the postal claims, per budget, each declared once: a claim file names the domain
// its claim is checked over (checkers/kit.hpp), so the claims over the same cases share one.
#pragma once

#include "checkers/kit.hpp"

namespace cc::postal_checks::domains {

// (n, k, lambda) for Algorithm A: smoke n <= 64, k, lambda <= 4; ci n <= 1024, k, lambda <= 8;
// deep n <= 16384, k, lambda <= 8. A point weighs n.
kit::Domain nkl();
// (n = 3, k, lambda) for section 1's example of three values: k, lambda <= 3 on every budget.
kit::Domain intro_n3();
// (size, n = 3, k, lambda) for section 1's floating-point matrix multiplication: size 1 or 2 (the
// matrices), k, lambda <= 3 on every budget.
kit::Domain fp_matrix();
// (n, p < n, k, lambda) for Algorithm B: smoke n <= 40, k, lambda <= 3; ci n <= 128, k, lambda
// <= 3; deep n <= 512, k, lambda <= 4.
kit::Domain algorithm_b();
// (n, p < n, k, lambda) for Algorithm B's paths against Algorithm A's (two runs per point):
// smoke n <= 24, ci n <= 64, k, lambda <= 3; deep n <= 256, k, lambda <= 4 (n <= 512 took 228 s).
kit::Domain b_paths();
// (n, k, lambda, root < n) for the trees T_i: n <= 24, 128, 512; k, lambda <= 3, 4, 4.
kit::Domain trees();
// (n, k, lambda) for the trees against Algorithm A's run: n <= 24, 128, 512; k, lambda <= 3, 4, 4.
// A point weighs n^2.
kit::Domain carries();
// Random (n, k, lambda) up to n = 2^20 and (n, p, k, lambda) for Algorithm B
// (generators/postal.hpp): 20, 200, 2000 cases.
kit::Sample nkl_sample();
kit::Sample npkl_sample();

}  // namespace cc::postal_checks::domains
