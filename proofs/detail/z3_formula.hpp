// The formulas of spec/ (spec/core/formula.hpp, spec/models/*_formulas.hpp) instantiated for
// z3::expr: an integer literal is a numeral of the expression's context; `ite` and the
// arithmetic are z3++'s own. Include this before instantiating a formula with z3::expr.
#pragma once

#include <z3++.h>

#include <cstdint>

#include "spec/core/formula.hpp"

namespace cc::formula {

template <>
struct Lit<z3::expr> {
  static z3::expr of(const z3::expr& like, long long v) {
    return like.ctx().int_val(static_cast<std::int64_t>(v));
  }
};

}  // namespace cc::formula
