// The remark 補足 of Ohtaki's slides
// (「二項演算」は任意のものではなく、結合律が成り立つものに限られる) as a necessity, on the term
// witness (spec/witness/term.hpp: the free magma, a value is the bracketed product a procedure
// formed). Prefix with the operand order fixed, run on the EREW executor, ends at P_3 with a_1 ⊕
// (a_2 ⊕ a_3) for every N = 2^d >= 4: that is the left-to-right (a_1 ⊕ a_2) ⊕ a_3 for all operands
// exactly when ⊕ is associative, so every non-associative ⊕ makes Prefix wrong. Reduction alone
// does not need it: the census evaluates the terms the executors formed (Prefix at N = 4; Reduction
// and Cube_Reduction at N = 4 and 8) under each of the 3^9 operators on {0, 1, 2}, over every
// operand tuple.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "checkers/groupops/common.hpp"
#include "spec/witness/term.hpp"

namespace cc::groupops_checks {

using witness::Term;

namespace {

Op<Term> term_product() {
  return [](const Term& a, const Term& b) { return Term::product(a, b); };
}

std::vector<std::optional<Term>> pram_terms(std::int64_t N) {
  std::vector<std::optional<Term>> a{std::nullopt};
  for (std::int64_t i = 1; i <= N; ++i) a.push_back(Term::leaf(i));
  return a;
}

std::vector<Term> cube_terms(std::int64_t N) {
  std::vector<Term> a;
  for (std::int64_t i = 0; i < N; ++i) a.push_back(Term::leaf(i));
  return a;
}

// The terms a procedure leaves: Prefix at every PE (P_1..P_N), a reduction at its root.
struct Formed {
  std::vector<Term> prefix;    // N = 4, P_1..P_4
  std::vector<Term> roots[2];  // N = 4, 8: Reduction's P_1 and Cube_Reduction's P_0
  std::optional<Fields> failure;
};

std::optional<Fields> term_violation(std::int64_t N, const char* proc, const Violation& v) {
  return violation_fields(N, proc, v);
}

Formed formed_terms() {
  Formed f;
  const auto p = run_pram<Term>(4, prefix(4, false), pram_terms(4), std::nullopt, term_product(),
                                Order::program);
  if (p.violation) {
    f.failure = term_violation(4, "Prefix", *p.violation);
    return f;
  }
  for (std::int64_t i = 1; i <= 4; ++i) f.prefix.push_back(*p.a[static_cast<std::size_t>(i)]);
  for (std::int64_t N : {4, 8}) {
    const auto r = run_pram<Term>(N, reduction(N), pram_terms(N), std::nullopt, term_product(),
                                  Order::program);
    if (r.violation) {
      f.failure = term_violation(N, "Reduction", *r.violation);
      return f;
    }
    const auto c = cube_reduction<Term>(N, cube_terms(N), term_product());
    if (c.violation) {
      f.failure = term_violation(N, "Cube_Reduction", *c.violation);
      return f;
    }
    f.roots[0].push_back(*r.a[1]);
    f.roots[1].push_back(*c.a[0]);
  }
  return f;
}

// An operator on {0, 1, 2} by its table: x ⊕ y = digit 3x + y of `id` in base 3.
struct Table {
  int v[9];
  explicit Table(std::int64_t id) {
    for (int& x : v) {
      x = static_cast<int>(id % 3);
      id /= 3;
    }
  }
  int operator()(int x, int y) const { return v[3 * x + y]; }
  bool associative() const {
    for (int x = 0; x < 3; ++x)
      for (int y = 0; y < 3; ++y)
        for (int z = 0; z < 3; ++z)
          if ((*this)((*this)(x, y), z) != (*this)(x, (*this)(y, z))) return false;
    return true;
  }
  std::string text() const {
    std::string s;
    for (int x = 0; x < 3; ++x)
      for (int y = 0; y < 3; ++y)
        if (v[3 * x + y] != 0)
          s += (s.empty() ? "" : ", ") + std::to_string(x) + "⊕" + std::to_string(y) + "=" +
               std::to_string(v[3 * x + y]);
    return s.empty() ? "0 everywhere" : s + ", else 0";
  }
};

// Every tuple of n operands (index `first` on, the slides' a_1.. or the hypercube's a_0..):
// does every term evaluate to its left-to-right value?
bool every_tuple(const Table& op, std::int64_t n, std::int64_t first,
                 const std::vector<std::pair<Term, std::int64_t>>& terms) {
  std::vector<int> a(static_cast<std::size_t>(first + n), 0);
  for (;;) {
    for (const auto& [t, upto] : terms) {
      int lr = a[static_cast<std::size_t>(first)];
      for (std::int64_t i = first + 1; i <= upto; ++i) lr = op(lr, a[static_cast<std::size_t>(i)]);
      if (t.eval(a, op) != lr) return false;
    }
    std::int64_t k = first + n - 1;
    while (k >= first && ++a[static_cast<std::size_t>(k)] == 3)
      a[static_cast<std::size_t>(k--)] = 0;
    if (k < first) return true;
  }
}

}  // namespace

std::optional<Fields> prefix_term_fields(std::int64_t N, const std::vector<Iteration>& its) {
  const auto r =
      run_pram<Term>(N, its, pram_terms(N), std::nullopt, term_product(), Order::program);
  if (r.violation) return violation_fields(N, "Prefix", *r.violation);
  // P_1 = a_1 and P_2 = a_1 ⊕ a_2 (no bracketing to choose); P_3 = a_1 ⊕ (a_2 ⊕ a_3) from N = 4.
  std::vector<Term> want{Term::leaf(1), Term::product(Term::leaf(1), Term::leaf(2))};
  if (N >= 4)
    want.push_back(Term::product(Term::leaf(1), Term::product(Term::leaf(2), Term::leaf(3))));
  for (std::size_t i = 1; i <= want.size() && static_cast<std::int64_t>(i) <= N; ++i) {
    const auto& got = r.a[i];
    if (!got || !(*got == want[i - 1]))
      return Fields{{"N", N},
                    {"procedure", "Prefix (operand order fixed)"},
                    {"P_i", static_cast<std::int64_t>(i)},
                    {"term", got ? got->to_string() : "no value"},
                    {"expected", want[i - 1].to_string()}};
  }
  return std::nullopt;
}

std::optional<Fields> nonassociative_census() {
  const Formed f = formed_terms();
  if (f.failure) return f.failure;
  std::vector<std::pair<Term, std::int64_t>> prefix_terms;
  for (std::int64_t i = 1; i <= 4; ++i)
    prefix_terms.push_back({f.prefix[static_cast<std::size_t>(i - 1)], i});
  std::int64_t associative = 0, nonassociative = 0, reduction_only = 0;
  std::string example;
  for (std::int64_t id = 0; id < 19683; ++id) {
    const Table op(id);
    const bool assoc = op.associative();
    const bool prefix_ok = every_tuple(op, 4, 1, prefix_terms);
    bool reduction_ok = true;
    for (std::size_t n = 0; n < 2 && reduction_ok; ++n) {
      const std::int64_t N = n == 0 ? 4 : 8;
      reduction_ok = every_tuple(op, N, 1, {{f.roots[0][n], N}}) &&
                     every_tuple(op, N, 0, {{f.roots[1][n], N - 1}});
    }
    if (assoc != prefix_ok || (assoc && !reduction_ok))
      return Fields{{"operator", op.text()},
                    {"associative", assoc},
                    {"Prefix right for every tuple (N = 4)", prefix_ok},
                    {"Reduction and Cube_Reduction right (N = 4, 8)", reduction_ok}};
    associative += assoc;
    nonassociative += !assoc;
    if (!assoc && reduction_ok) {
      ++reduction_only;
      if (id == 729) example = op.text();  // 2 ⊕ 0 = 1, else 0 (digit 3*2 + 0)
    }
  }
  if (nonassociative != 19570 || reduction_only != 54 || example.empty())
    return Fields{
        {"operators on {0, 1, 2}", 19683},   {"not associative", nonassociative},
        {"expected not associative", 19570}, {"not associative, Reduction right", reduction_only},
        {"expected Reduction right", 54},    {"2⊕0=1, else 0 among them", !example.empty()}};
  return std::nullopt;
}

std::optional<Fields> check_nonassociative_any(std::int64_t d, Planted bug) {
  const std::int64_t N = std::int64_t{1} << d;
  if (auto f = prefix_term_fields(N, prefix(N, false, bug))) return f;
  return d == 2 ? nonassociative_census() : std::nullopt;
}

}  // namespace cc::groupops_checks
