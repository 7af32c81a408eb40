// The vocabulary of formulas written once over the number type (docs/architecture.md, "Formulas
// written once"). A closed form of a paper is a function template over Num, written with + - *,
// integer literals, comparisons, `ite` for a case split and `Quot` for a quotient, so that one
// source text is instantiated for exact integers (i128; spec/, checkers/) and for z3::expr
// (proofs/, which alone includes Z3 and specialises `Lit` in proofs/detail/z3_formula.hpp).
// No division is ever performed: a quotient is kept as numerator over a positive denominator and
// compared multiplied out, the way the proofs state it; `ratio()` of the family reduces it.
#pragma once

#include <concepts>

namespace cc::formula {

// The integer v in the number type of `like` (z3::expr needs its context).
template <class Num>
struct Lit {
  static Num of(const Num&, long long v) { return Num(v); }
};
template <class Num>
Num lit(const Num& like, long long v) {
  return Lit<Num>::of(like, v);
}

// if c then a else b: a plain choice for bool conditions; for z3::expr the argument-dependent
// z3::ite is found instead (this overload takes only a bool).
template <class C, class Num>
  requires std::same_as<C, bool>
Num ite(C c, const Num& a, const Num& b) {
  return c ? a : b;
}

// num/den with den > 0.
template <class Num>
struct Quot {
  Num num, den;
};
template <class Num>
Quot<Num> whole(const Num& x) {
  return {x, lit(x, 1)};
}
template <class Num>
Quot<Num> plus(const Quot<Num>& x, const Quot<Num>& y) {
  return {x.num * y.den + y.num * x.den, x.den * y.den};
}
// Comparisons multiplied out (bool for integers, a Boolean z3::expr for Z3).
template <class Num>
auto operator<(const Quot<Num>& x, const Quot<Num>& y) {
  return x.num * y.den < y.num * x.den;
}
template <class Num>
auto operator<=(const Quot<Num>& x, const Quot<Num>& y) {
  return x.num * y.den <= y.num * x.den;
}
template <class Num>
auto operator==(const Quot<Num>& x, const Quot<Num>& y) {
  return x.num * y.den == y.num * x.den;
}
// max(x, y) over the common denominator.
template <class Num>
Quot<Num> larger(const Quot<Num>& x, const Quot<Num>& y) {
  return {ite(y <= x, x.num * y.den, y.num * x.den), x.den * y.den};
}

}  // namespace cc::formula
