// The half-duplex family's formula claims (spec/claims/halfduplex_proofs.cpp): Z3 obligations of
// proofs/halfduplex_obligations.hpp, each model re-checked in spec/ before it counts.
#pragma once

#include <string>

#include "checkers/engine/proof.hpp"

namespace cc::halfduplex_checks {

// The obligation `name` (a formula obligation or its `_planted` twin) with its re-check in
// spec/models/halfduplex_algebra.hpp; the tests run the planted ones through it.
ObligationSpec formula_obligation(const std::string& name);

}  // namespace cc::halfduplex_checks
