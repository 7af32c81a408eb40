// The remark "補足" of Ohtaki's slides: the binary operation of Reduction and
// Prefix must be associative; sum, product, max, min are fine; difference, division and
// rock-paper-scissors are not. For every tuple of operands from a small domain and N = 2, 4, 8,
// Reduction, Prefix, Cube_Reduction, Cube_Prefix_Sum and the binomial tree's reduction are run on
// their executors and compared with a_1 ⊕ a_2 ⊕ ... ⊕ a_i evaluated left to right
// (operator_run.hpp). The first tuple (in lexicographic order) where they differ is the
// counterexample.
#include <functional>

#include "checkers/groupops/common.hpp"
#include "checkers/groupops/operator_run.hpp"
#include "spec/witness/groupops_values.hpp"

namespace cc::groupops_checks {

namespace {

template <class T>
std::optional<Fields> run_operator(const Operator<T>& op, std::int64_t N, bool literal,
                                   Planted bug) {
  const auto D = static_cast<std::int64_t>(op.domain.size());
  std::vector<std::int64_t> idx(static_cast<std::size_t>(N), 0);
  for (;;) {
    std::vector<T> a;
    for (auto k : idx) a.push_back(op.domain[static_cast<std::size_t>(k)]);
    const auto fold = left_to_right(op.f, a);
    const auto values = tuple_text(op, a);
    for (Proc p : kProcs)
      if (auto f = run_procedure(p, op, a, fold, literal, bug, values)) return f;
    std::int64_t k = N - 1;  // odometer, last operand fastest
    while (k >= 0 && ++idx[static_cast<std::size_t>(k)] == D)
      idx[static_cast<std::size_t>(k--)] = 0;
    if (k < 0) return std::nullopt;
  }
}

std::string num(const std::int64_t& x) { return std::to_string(x); }

}  // namespace

// associative: 0 sum, 1 product, 2 max, 3 min, 4 2x2 matrices mod 5, 5..7 bitwise and, or, xor
// (the slides' 論理演算, bit by bit).
std::int64_t op_count(OpSet s) {
  return s == OpSet::associative ? 8 : s == OpSet::logical16 ? 16 : 1;
}

namespace {
std::int64_t truth(std::int64_t op, std::int64_t a, std::int64_t b) { return (op >> (2 * a + b)) & 1; }
}  // namespace

bool logical_associative(std::int64_t op) {
  for (std::int64_t a = 0; a < 2; ++a)
    for (std::int64_t b = 0; b < 2; ++b)
      for (std::int64_t c = 0; c < 2; ++c)
        if (truth(op, truth(op, a, b), c) != truth(op, a, truth(op, b, c))) return false;
  return true;
}

std::string logical_name(std::int64_t op) {
  static const char* const names[16] = {
      "false",       "nor",         "not a and b", "not a",       "a and not b", "not b",
      "xor",         "nand",        "and",         "xnor",        "b",           "a implies b",
      "a",           "b implies a", "or",          "true"};
  return op >= 0 && op < 16 ? names[op] : "?";
}

std::optional<Fields> check_operator(OpSet s, std::int64_t op, std::int64_t d, bool literal,
                                     Planted bug) {
  using I = std::int64_t;
  const std::int64_t N = std::int64_t{1} << d;
  const std::vector<I> small = {0, 1, 2}, positive = {1, 2, 3};
  switch (s) {
    case OpSet::associative:
      switch (op) {
        case 0:
          return run_operator<I>({"sum", std::plus<I>(), small, num}, N, literal, bug);
        case 1:
          return run_operator<I>({"product", std::multiplies<I>(), positive, num}, N, literal, bug);
        case 2:
          return run_operator<I>(
              {"max", [](const I& a, const I& b) { return std::max(a, b); }, small, num}, N,
              literal, bug);
        case 3:
          return run_operator<I>(
              {"min", [](const I& a, const I& b) { return std::min(a, b); }, small, num}, N,
              literal, bug);
        case 5:
          return run_operator<I>({"bitwise and", std::bit_and<I>(), small, num}, N, literal, bug);
        case 6:
          return run_operator<I>({"bitwise or", std::bit_or<I>(), small, num}, N, literal, bug);
        case 7:
          return run_operator<I>({"bitwise xor", std::bit_xor<I>(), small, num}, N, literal, bug);
        default: {
          const std::vector<witness::Mat2> mats = {{{1, 1, 0, 1}}, {{1, 0, 1, 1}}, {{2, 0, 0, 1}}};
          return run_operator<witness::Mat2>(
              {"2x2 matrices mod 5", witness::mul, mats,
               [](const witness::Mat2& m) { return witness::to_string(m); }},
              N, literal, bug);
        }
      }
    case OpSet::difference:
      return run_operator<I>({"difference", std::minus<I>(), small, num}, N, literal, bug);
    case OpSet::division: {
      std::vector<witness::Rational> q;
      for (I v : positive) q.push_back(witness::Rational::make(v, 1));
      return run_operator<witness::Rational>(
          {"division", witness::divide, q,
           [](const witness::Rational& r) { return witness::to_string(r); }},
          N, literal, bug);
    }
    case OpSet::logical16:
      return run_operator<I>({logical_name(op) + " (truth table " + std::to_string(op) + ")",
                              [op](const I& a, const I& b) { return truth(op, a, b); },
                              {0, 1}, num},
                             N, literal, bug);
    case OpSet::rps:
      return run_operator<witness::Hand>(
          {"rock-paper-scissors",
           witness::winner,
           {witness::Hand::rock, witness::Hand::paper, witness::Hand::scissors},
           [](const witness::Hand& h) { return witness::to_string(h); }},
          N, literal, bug);
  }
  return std::nullopt;
}

}  // namespace cc::groupops_checks
