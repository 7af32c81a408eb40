// Algorithms A and B of Lin and Yeh (or a variant) written as a schedule document
// (docs/schedule-format.md, postal): the communication of postal::communication_step, each receive
// into its own register r1, r2, ..., and the combine of each step in the variant's order (c(e_1) ⊕
// ... ⊕ c(e_h) ⊕ c(i) for the paper's). `collcheck verify` runs it on the same executor as
// run_algorithm_a.
#pragma once

#include <ostream>
#include <string>

#include "spec/algorithms/postal_prefix.hpp"

namespace cc::schedule {

// Writes the document for n PEs; `name` names it (verify.<name>.legal, ...).
void emit_algorithm_a(std::ostream& out, const postal::PrefixVariant& v, postal::Pe n, u64 k,
                      u64 lambda, const std::string& name);

// Algorithm B (section 4) for n values on p < n PEs, blocks as postal::block_layout: the
// collective's "blocks", "init" computing each block's total c(i) and first value d(i), the
// communication of A on c and d, and each block's prefixes u0, u1, ... at the end of the last
// step.
void emit_algorithm_b(std::ostream& out, const postal::PrefixVariant& v, u64 n, postal::Pe p, u64 k,
                      u64 lambda, const std::string& name);

}  // namespace cc::schedule
