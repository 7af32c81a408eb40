// The domains of the LogP claims (Shou and Chen), per budget, each declared once: a claim file
// names the domain its claim is checked over (checkers/kit.hpp), so the claims over the same
// cases share one. The axes are the paper's parameters L, o, g (o from o_lo: 1 keeps to
// Theorem 2's o > 0, 0 runs the corner o = 0 too), the number of PEs P, and what a claim adds (a
// time T, extra operands, N).
#pragma once

#include <cstdint>

#include "checkers/kit.hpp"

namespace cc::logp_checks::domains {

// One case, no axes: a worked example.
kit::Domain one_case();

// (L, o, g) up to 4, 8, 8 (smoke, ci, deep), o from o_lo: the counts of GBT, compared up to a
// time the case fixes.
kit::Domain counting(std::int64_t o_lo);
// The same with o = 0 only (Theorem 2's corner o = 0).
kit::Domain counting_zero_overhead();
// The same with o >= 1 and the model's g >= o; `case2`: also g <= L+2o (the case of Theorem 4's
// proof whose conclusion survives).
kit::Domain counting_g_ge_o(bool case2);

// (L, o, g) up to 3, 6, 6: the search over every broadcast schedule up to T = 24, 48.
kit::Domain reach(std::int64_t o_lo);
// (P, L, o, g), P up to 6, 12, 12 and L, o, g up to 3, 6, 6: Theorem 1's tree against the search.
kit::Domain obt(std::int64_t o_lo);
// (P, L, o, g), P up to 16, 64, 64, L, g up to 3, 6, 6, 0 <= o <= g: T* against the search.
kit::Domain tstar();
// (P, L, o, g), P up to 64, 512, 512, o >= 1: the chain of Theorem 4's proof; `p2`: P >= 2.
kit::Domain chain(bool p2);
// (L, o, g, T): OBT(f_T) numbered from every root, L, g up to 3, 4, 4, o < that, T up to 16, 40.
kit::Domain numbering();
// (P, L, o, g), P from 2 up to 3, 3, 4 (smoke, ci, deep), L, o up to 2, o <= g <= 3, o >= 1: every
// broadcast program on P PEs (logp.bcast.search_general).
kit::Domain broadcast_programs();
// (P, L, o, g), P from 1 up to 2, 3, 4 (smoke, ci, deep), L, o up to 2, o <= g <= 3, o >= 1:
// every summation program on P PEs (logp.sum.no_tree_bmc), every T up to the horizon (6, 6, 12).
kit::Domain sum_programs();
std::int64_t sum_programs_horizon(Budget b);
// (P, T) at Figure 2's L = 5, o = 2, g = 4 for the cone encoding (logp.sum.cone_fig2): the
// ranges its solver decides in a few seconds a point (docs/synth.md, "LogP").
kit::Domain sum_cone_fig2();
// Random (P, L, o, g) up to P = 4096, L, g <= 32, o <= g (generators/logp.hpp).
kit::Sample large_broadcasts();

// (P, L, o, g) for S*(P; L, o, g): 2 <= P up to 10, 24, 24, L, g up to 3, 5, 5, o below that
// from o_lo; `g_gt_o`: g >= o+1 (else g >= o, the model's).
kit::Domain sstar(std::int64_t o_lo, bool g_gt_o);
// The same with P up to 12, 40, 40, o >= 0, every g: ComputeParent from every root.
kit::Domain sstar_parents();
// (P, L, o, g, extra): S*'s domain with N = N_S + extra operands, extra up to 6, 12, 12.
kit::Domain alg2(std::int64_t o_lo, bool g_gt_o);
// (P, L, o, g, N): S*'s domain, o >= 1, g >= o+1, with 1 <= N < N_S, N up to 12, 32, 32.
kit::Domain alg2_small_n();
// (P, L, o, g, extra), P up to 6, 12, 12, L, g up to 3, 5, 5, 1 <= o below that, extra up to
// 6, 12, 12: the least time against the search; `g_gt_o`: g >= o+1 (else g >= o).
kit::Domain least_time(bool g_gt_o);
// (P, L, o, g, T), g >= o, o in 1..2: the search against the enumeration of every timed tree,
// P <= 2, 3, 4, L <= 2, 3, 3, g <= 3, 4, 4, T <= 10, 14, 14.
kit::Domain search_trees();
// (L, o, g, T), o <= g <= o+1: the search against every program of two PEs, L, o <= 1, 2, 2,
// g <= 2, 3, 3, T <= 6, 7, 9.
kit::Domain search_two_pes();

}  // namespace cc::logp_checks::domains
