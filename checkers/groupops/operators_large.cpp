// The remark "補足" of Ohtaki's slides beyond N = 8, where every operand tuple
// can no longer be enumerated:
//   associative operators: for N = 2^d, one fixed operand tuple per operator, x_i drawn by
//     splitmix64 from (operator, i) (the same on every run), through Reduction, Prefix,
//     Cube_Reduction, Cube_Prefix_Sum (both with the operand order fixed) and the binomial tree's
//     reduction, compared at every PE with the left-to-right value. Two of the operators are not
//     commutative (2x2 matrices mod 5, strings over {a, b, c}); strings stop at N = 2^10, where
//     the prefixes already total half a million letters.
//   non-associative operators (difference, division, rock-paper-scissors): at N <= 2 every
//     procedure computes x_1 ⊕ x_2 directly, so no tuple of the small domain fails; for N >= 4 each
//     procedure has a failing tuple, searched among x_1 = ... = x_{N-3} = a neutral-looking pad
//     (0, 1, rock) and the last three operands over the domain.
#include <cstdint>

#include "checkers/groupops/common.hpp"
#include "checkers/groupops/operator_run.hpp"
#include "spec/witness/groupops_values.hpp"

namespace cc::groupops_checks {

namespace {

using I = std::int64_t;

std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

std::uint64_t draw(std::int64_t op, std::int64_t i) {
  return splitmix64((static_cast<std::uint64_t>(op) << 32) ^ static_cast<std::uint64_t>(i));
}

std::string large_num(const I& x) { return std::to_string(x); }

constexpr I kPrime = 2147483647;  // 2^31 - 1: products of two residues fit in 64 bits

template <class T>
std::optional<Fields> run_large(const Operator<T>& op, std::int64_t opi, std::int64_t N,
                                Planted bug, const std::function<T(std::uint64_t)>& make) {
  std::vector<T> a;
  for (std::int64_t i = 0; i < N; ++i) a.push_back(make(draw(opi, i)));
  const auto fold = left_to_right(op.f, a);
  const std::string values = N <= 16 ? tuple_text(op, a) : "x_i = splitmix64(op, i)";
  for (Proc p : kProcs)
    if (auto f = run_procedure(p, op, a, fold, false, bug, values)) return f;
  return std::nullopt;
}

// For N = 2^d >= 4: each procedure fails on some tuple pad...pad w1 w2 w3; for N <= 2 none fails
// on any tuple of the domain.
template <class T>
std::optional<Fields> search_failures(const Operator<T>& op, std::int64_t N, const T& pad) {
  const auto D = op.domain.size();
  if (N <= 2) {
    for (std::size_t t = 0; t < D * D; ++t) {
      std::vector<T> a{op.domain[t / D]};
      if (N == 2) a.push_back(op.domain[t % D]);
      const auto fold = left_to_right(op.f, a);
      for (Proc p : kProcs)
        if (auto f = run_procedure(p, op, a, fold, false, Planted::none, tuple_text(op, a)))
          return f;
      if (N == 1) break;
    }
    return std::nullopt;
  }
  for (Proc p : kProcs) {
    bool failed = false;
    for (std::size_t t = 0; t < D * D * D && !failed; ++t) {
      std::vector<T> a(static_cast<std::size_t>(N), pad);
      a[static_cast<std::size_t>(N - 3)] = op.domain[t / (D * D)];
      a[static_cast<std::size_t>(N - 2)] = op.domain[(t / D) % D];
      a[static_cast<std::size_t>(N - 1)] = op.domain[t % D];
      failed =
          run_procedure(p, op, a, left_to_right(op.f, a), false, Planted::none, "").has_value();
    }
    if (!failed)
      return Fields{{"operator", op.name},
                    {"N", N},
                    {"procedure", proc_name(p)},
                    {"failing tuple", "none among pad...pad w1 w2 w3"}};
  }
  return std::nullopt;
}

}  // namespace

std::int64_t large_op_count() { return 6; }

std::string large_op_name(std::int64_t op) {
  static const char* names[] = {"sum", "product mod 2^31-1", "max",
                                "min", "2x2 matrices mod 5", "strings"};
  return names[op];
}

bool large_op_admissible(std::int64_t op, std::int64_t d) { return op != 5 || d <= 10; }

std::optional<Fields> check_operator_large(std::int64_t op, std::int64_t d, Planted bug) {
  const std::int64_t N = std::int64_t{1} << d;
  const std::string name = large_op_name(op);
  switch (op) {
    case 0:
      return run_large<I>({name, std::plus<I>(), {}, large_num}, op, N, bug,
                          [](std::uint64_t r) { return static_cast<I>(r % 1000); });
    case 1:
      return run_large<I>({name, [](const I& a, const I& b) { return a * b % kPrime; }, {}, large_num},
                          op, N, bug,
                          [](std::uint64_t r) { return static_cast<I>(1 + r % (kPrime - 1)); });
    case 2:
      return run_large<I>({name, [](const I& a, const I& b) { return std::max(a, b); }, {}, large_num},
                          op, N, bug, [](std::uint64_t r) { return static_cast<I>(r % 1000000); });
    case 3:
      return run_large<I>({name, [](const I& a, const I& b) { return std::min(a, b); }, {}, large_num},
                          op, N, bug, [](std::uint64_t r) { return static_cast<I>(r % 1000000); });
    case 4:
      return run_large<witness::Mat2>(
          {name, witness::mul, {}, [](const witness::Mat2& m) { return witness::to_string(m); }},
          op, N, bug, [](std::uint64_t r) {
            return witness::Mat2{{static_cast<int>(r % 5), static_cast<int>(r / 5 % 5),
                                  static_cast<int>(r / 25 % 5), static_cast<int>(r / 125 % 5)}};
          });
    default:
      return run_large<std::string>(
          {name,
           [](const std::string& a, const std::string& b) { return a + b; },
           {},
           [](const std::string& s) { return s.size() <= 40 ? s : s.substr(0, 37) + "..."; }},
          op, N, bug,
          [](std::uint64_t r) { return std::string(1, static_cast<char>('a' + r % 3)); });
  }
}

std::optional<Fields> check_nonassociative(std::int64_t op, std::int64_t d) {
  const std::int64_t N = std::int64_t{1} << d;
  switch (op) {
    case 0:
      return search_failures<I>({"difference", std::minus<I>(), {0, 1, 2}, large_num}, N, 0);
    case 1: {
      std::vector<witness::Rational> q;
      for (I v : {1, 2, 3}) q.push_back(witness::Rational::make(v, 1));
      return search_failures<witness::Rational>(
          {"division", witness::divide, q,
           [](const witness::Rational& r) { return witness::to_string(r); }},
          N, witness::Rational::make(1, 1));
    }
    default:
      return search_failures<witness::Hand>(
          {"rock-paper-scissors",
           witness::winner,
           {witness::Hand::rock, witness::Hand::paper, witness::Hand::scissors},
           [](const witness::Hand& h) { return witness::to_string(h); }},
          N, witness::Hand::rock);
  }
}

}  // namespace cc::groupops_checks
