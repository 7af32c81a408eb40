// The checkers of the half-duplex family's Z3 claims (Lin and Hung, sections 2, 3, 5 and 6), each
// built for the id of the claim that names it in checkers/halfduplex/claims/: the obligations of
// proofs/halfduplex_obligations.hpp, each model re-checked in spec/ before it counts.
#pragma once

#include <optional>
#include <string>

#include "checkers/engine/proof.hpp"
#include "checkers/kit.hpp"
#include "proofs/halfduplex_obligations.hpp"
#include "spec/core/fields.hpp"

namespace cc::halfduplex_checks {

// The obligation `name` (a formula obligation or its `_planted` twin) with its re-check in
// spec/models/halfduplex_algebra.hpp; the tests run the planted ones through it.
ObligationSpec formula_obligation(const std::string& name);

// The group of formula obligations (Theorems 3, 4 and 5, S, R - S, the moved transfers) over
// the domain `domain` (each parameter's range), unbounded integers.
kit::Make formula_proof(proofs::HalfduplexFormula group, Fields domain);
// One obligation of Theorems 1, 2 and 7 (halfduplex_thm1, _thm2, _thm7) over every n >= 1,
// k >= 1, p >= k + 1.
kit::Make obligation_proof(std::string obligation);

// Section 3's printed S is an integer (a number of steps) at p = k(i + 1) + 1, (k, i).
std::optional<Fields> s_integer_case(const Point&);

}  // namespace cc::halfduplex_checks
