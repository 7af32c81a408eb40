// Running every ⊕-procedure of Ohtaki's slides on one operand tuple, for the
// operator remark "補足": Reduction, Prefix, Cube_Reduction, Cube_Prefix_Sum and the binomial
// tree's reduction, each on its own executor, compared with a_1 ⊕ a_2 ⊕ ... ⊕ a_i evaluated left
// to right. Used by operators.cpp (every tuple of a small domain, N <= 8) and
// operators_large.cpp (fixed pseudo-random tuples up to N = 2^16, and the non-associative search).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "checkers/groupops/common.hpp"
#include "spec/algorithms/groupops_binomial.hpp"

namespace cc::groupops_checks {

template <class T>
struct Operator {
  std::string name;
  Op<T> f;
  std::vector<T> domain;
  std::function<std::string(const T&)> show;
};

enum class Proc { reduction, prefix, cube_reduction, cube_prefix, binomial_reduction };
inline constexpr Proc kProcs[] = {Proc::reduction, Proc::prefix, Proc::cube_reduction,
                                  Proc::cube_prefix, Proc::binomial_reduction};

inline const char* proc_name(Proc p) {
  switch (p) {
    case Proc::reduction:
      return "Reduction";
    case Proc::prefix:
      return "Prefix";
    case Proc::cube_reduction:
      return "Cube_Reduction";
    case Proc::cube_prefix:
      return "Cube_Prefix_Sum";
    case Proc::binomial_reduction:
      return "binomial reduction";
  }
  return "?";
}

// The left-to-right values a_1, a_1 ⊕ a_2, ..., a_1 ⊕ ... ⊕ a_N.
template <class T>
std::vector<T> left_to_right(const Op<T>& f, const std::vector<T>& a) {
  std::vector<T> fold{a[0]};
  for (std::size_t i = 1; i < a.size(); ++i) fold.push_back(f(fold.back(), a[i]));
  return fold;
}

// Runs procedure p on operands a (N = a.size(), a power of two); the first PE whose value differs
// from the left-to-right value, or the executor's violation. `values` describes a for the report.
template <class T>
std::optional<Fields> run_procedure(Proc p, const Operator<T>& op, const std::vector<T>& a,
                                    const std::vector<T>& fold, bool literal, Planted bug,
                                    const std::string& values) {
  const auto N = static_cast<std::int64_t>(a.size());
  auto bad = [&](std::int64_t pe, const std::optional<T>& got,
                 const T& want) -> std::optional<Fields> {
    if (got && *got == want) return std::nullopt;
    return Fields{{"operator", op.name},
                  {"N", N},
                  {"procedure", proc_name(p)},
                  {"a", values},
                  {"PE", pe},
                  {"computed", got ? op.show(*got) : "no value"},
                  {"left to right", op.show(want)}};
  };
  std::vector<std::optional<T>> a1{std::nullopt};
  if (p == Proc::reduction || p == Proc::prefix)
    for (const auto& x : a) a1.push_back(x);
  switch (p) {
    case Proc::reduction: {
      const auto r = run_pram<T>(N, reduction(N, bug), a1, std::nullopt, op.f, Order::program);
      if (r.violation) return violation_fields(N, "Reduction", *r.violation);
      return bad(1, r.a[1], fold.back());
    }
    case Proc::prefix: {
      const auto r =
          run_pram<T>(N, prefix(N, literal, bug), a1, std::nullopt, op.f, Order::program);
      if (r.violation) return violation_fields(N, "Prefix", *r.violation);
      for (std::int64_t i = 1; i <= N; ++i)
        if (auto f =
                bad(i, r.a[static_cast<std::size_t>(i)], fold[static_cast<std::size_t>(i - 1)]))
          return f;
      return std::nullopt;
    }
    case Proc::cube_reduction: {
      const auto r = cube_reduction<T>(N, a, op.f, bug);
      if (r.violation) return violation_fields(N, "Cube_Reduction", *r.violation);
      return bad(0, r.a[0], fold.back());
    }
    case Proc::cube_prefix: {
      const auto r = cube_prefix_sum<T>(N, a, op.f, literal, bug);
      if (r.violation) return violation_fields(N, "Cube_Prefix_Sum", *r.violation);
      for (std::int64_t i = 0; i < N; ++i)
        if (auto f = bad(i, r.a[static_cast<std::size_t>(i)], fold[static_cast<std::size_t>(i)]))
          return f;
      return std::nullopt;
    }
    case Proc::binomial_reduction: {
      const auto r = binomial_reduction<T>(log2_exact(N), a, op.f, bug);
      if (r.violation) return violation_fields(N, "binomial reduction", *r.violation);
      const auto& root = r.buffers[0];
      return bad(0, root.size() == 1 ? std::optional<T>(root[0]) : std::nullopt, fold.back());
    }
  }
  return std::nullopt;
}

// "(x_1,x_2,...)" for the report.
template <class T>
std::string tuple_text(const Operator<T>& op, const std::vector<T>& a) {
  std::string s;
  for (const auto& x : a) s += (s.empty() ? "" : ",") + op.show(x);
  return "(" + s + ")";
}

}  // namespace cc::groupops_checks
