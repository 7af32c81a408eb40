// The re-check in spec/ of a Z3 model for the obligations of Shou and Chen, section 1 (Theorem 2's
// algebraic step; proofs/logp_obligations.hpp): true exactly when the values satisfy the
// obligation's hypotheses and violate its goal, evaluated with exact 128-bit integers.
#pragma once

#include <map>
#include <string>

#include "spec/core/checked.hpp"

namespace cc::logp {

bool thm2_step_counterexample(const std::string& obligation, const std::map<std::string, i128>& x);

// The same for the obligations of Theorem 5's proof, links 2 and 3 (logp_sum_*).
bool sum_algebra_counterexample(const std::string& obligation,
                                const std::map<std::string, i128>& x);
// The same for the obligations of Theorem 3's identity (logp_thm3_*).
bool thm3_identity_counterexample(const std::string& obligation,
                                  const std::map<std::string, i128>& x);

}  // namespace cc::logp
