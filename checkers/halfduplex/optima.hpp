// collcheck's table of optima of the half-duplex prefix's communication steps (docs/optima.md,
// "Half-duplex prefix"): the least communication steps of a prefix of n operands on p PEs (even
// blocks, each PE's prefixes on it, computation steps not bounded), computed by collcheck synth
// (proofs/halfduplex_prefix_bmc.hpp: the schedule replayed on the executor, one step fewer
// unsat), against the executed communication steps of the paper's algorithms A, L, B, E, F.
#pragma once

#include <string>

#include "checkers/registry.hpp"

namespace cc::halfduplex_checks {

// halfduplex.optima.prefix_comm: every p = kq + 1 in [2, 4 | 6 | 8] (smoke, ci, deep), every k,
// at the least n meeting Theorem 7's precondition, D/2 or D for D = p^2 + kp + k + 1 (whichever is
// an integer): ceil(log2 p) <= the optimum <= the communication steps of each algorithm defined
// there. `shift` moves the optimum (planted: a wrong table, which the check must refute).
Checker optima_prefix_comm_checker(const std::string& id, std::int64_t shift = 0);

}  // namespace cc::halfduplex_checks
