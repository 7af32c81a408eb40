// G(j) of Bar-Noy and Kipnis's k-port lambda-postal model (Theorem 1), written once over the
// number type (spec/core/formula.hpp; docs/architecture.md, "Formulas written once"): the
// sequence of spec/models/postal.hpp and the re-check of spec/models/postal_arith.hpp instantiate
// it with exact integers, the obligations of proofs/postal_obligations.cpp with z3::expr.
#pragma once

#include "spec/core/formula.hpp"

namespace cc::postal::formulas {

using formula::ite;

// G(j) = G(j-1) + k G(j - lambda) for j >= lambda, from G(j-1) = Gprev and G(j - lambda) = Glag.
template <class Num>
Num G_next(const Num& Gprev, const Num& k, const Num& Glag) {
  return Gprev + k * Glag;
}
// G(j) for every j >= 0: 1 for j < lambda, else G_next.
template <class Num>
Num G(const Num& j, const Num& lambda, const Num& k, const Num& Gprev, const Num& Glag) {
  return ite(j < lambda, formula::lit(j, 1), G_next(Gprev, k, Glag));
}

}  // namespace cc::postal::formulas
