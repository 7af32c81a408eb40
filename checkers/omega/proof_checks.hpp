// The checkers of the omega family's Z3 claims (Lee and Lin, sections 3.1, 3.2), each built for the
// id of the claim that names it in checkers/omega/claims/, and the re-checks of Z3 models, exposed
// so that the tests can feed them planted obligations.
#pragma once

#include <optional>
#include <string>

#include "checkers/kit.hpp"
#include "checkers/registry.hpp"
#include "proofs/omega_obligations.hpp"
#include "spec/core/fields.hpp"

namespace cc::omega_checks {

// Obligation o bit-precise for each L = 1 .. 12, 64, 64 (smoke, ci, deep), one query per L; the
// least L with a counterexample (or an unknown) decides.
kit::Make per_L(proofs::OmegaObligation o);
// Theorem 1's integer abstraction, for every L >= 1 (one query).
Checker abstraction_checker(const std::string& id);

// Re-evaluates a model of obligation `o` at L on the switch-level network: the counterexample in
// the paper's notation, or nullopt if the model does not show the statement false (thm1_planted
// is evaluated as the planted statement, with ">= L").
std::optional<Fields> recheck_omega_model(proofs::OmegaObligation o, unsigned L,
                                          const proofs::ProofResult& r);

// An abstract counterexample (L, s, t) made concrete on the network (X = Y = 0, W with its lowest
// differing bit at s, Z with t common high bits) and evaluated there.
std::optional<Fields> recheck_abstraction_model(const proofs::ProofResult& r, bool planted);

}  // namespace cc::omega_checks
