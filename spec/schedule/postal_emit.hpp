// Algorithm A of seed 000 (or a variant) written as a schedule document (docs/schedule-format.md,
// postal): the communication of postal::communication_step, each receive into its own register
// r1, r2, ..., and the combine of each step in the variant's order (c(e_1) ⊕ ... ⊕ c(e_h) ⊕ c(i)
// for the paper's). `collcheck verify` runs it on the same executor as run_algorithm_a.
#pragma once

#include <ostream>
#include <string>

#include "spec/algorithms/postal_prefix.hpp"

namespace cc::schedule {

// Writes the document for n PEs; `name` names it (verify.<name>.legal, ...).
void emit_algorithm_a(std::ostream& out, const postal::PrefixVariant& v, postal::Pe n, u64 k,
                      u64 lambda, const std::string& name);

}  // namespace cc::schedule
