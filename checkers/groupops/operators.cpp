// The remark "補足" of seed 003 (003_fd17e5cee6c92638.txt): the binary operation of Reduction and
// Prefix must be associative; sum, product, max, min are fine; difference, division and
// rock-paper-scissors are not. For every tuple of operands from a small domain and N = 2, 4, 8,
// Reduction, Prefix, Cube_Reduction and Cube_Prefix_Sum are run on their executors and compared
// with a_1 ⊕ a_2 ⊕ ... ⊕ a_i evaluated left to right. The first tuple (in lexicographic order)
// where they differ is the counterexample.
#include "checkers/groupops/common.hpp"
#include "spec/witness/groupops_values.hpp"

namespace cc::groupops_checks {

namespace {

template <class T>
struct Operator {
  std::string name;
  Op<T> f;
  std::vector<T> domain;
  std::function<std::string(const T&)> show;
};

template <class T>
std::optional<Fields> run_operator(const Operator<T>& op, std::int64_t N, bool literal,
                                   Planted bug) {
  const auto D = static_cast<std::int64_t>(op.domain.size());
  std::vector<std::int64_t> idx(static_cast<std::size_t>(N), 0);
  const auto red = reduction(N, bug), pre = prefix(N, literal, bug);
  for (;;) {
    std::vector<T> a;
    for (auto k : idx) a.push_back(op.domain[static_cast<std::size_t>(k)]);
    std::vector<T> fold{a[0]};
    for (std::size_t i = 1; i < a.size(); ++i) fold.push_back(op.f(fold.back(), a[i]));
    std::vector<std::optional<T>> a1{std::nullopt};
    for (const auto& x : a) a1.push_back(x);
    std::string values;
    for (const auto& x : a) values += (values.empty() ? "" : ",") + op.show(x);
    auto bad = [&](const std::string& proc, std::int64_t pe, const std::optional<T>& got,
                   const T& want) -> std::optional<Fields> {
      if (got && *got == want) return std::nullopt;
      return Fields{{"operator", op.name},
                    {"N", N},
                    {"procedure", proc},
                    {"a", "(" + values + ")"},
                    {"PE", pe},
                    {"computed", got ? op.show(*got) : "no value"},
                    {"left to right", op.show(want)}};
    };
    const auto r = run_pram<T>(N, red, a1, std::nullopt, op.f, Order::program);
    if (r.violation) return violation_fields(N, "Reduction", *r.violation);
    if (auto f = bad("Reduction", 1, r.a[1], fold.back())) return f;
    const auto p = run_pram<T>(N, pre, a1, std::nullopt, op.f, Order::program);
    if (p.violation) return violation_fields(N, "Prefix", *p.violation);
    for (std::int64_t i = 1; i <= N; ++i)
      if (auto f = bad("Prefix", i, p.a[static_cast<std::size_t>(i)],
                       fold[static_cast<std::size_t>(i - 1)]))
        return f;
    const auto cr = cube_reduction<T>(N, a, op.f, bug);
    if (cr.violation) return violation_fields(N, "Cube_Reduction", *cr.violation);
    if (auto f = bad("Cube_Reduction", 0, cr.a[0], fold.back())) return f;
    const auto cp = cube_prefix_sum<T>(N, a, op.f, literal, bug);
    if (cp.violation) return violation_fields(N, "Cube_Prefix_Sum", *cp.violation);
    for (std::int64_t i = 0; i < N; ++i)
      if (auto f = bad("Cube_Prefix_Sum", i, cp.a[static_cast<std::size_t>(i)],
                       fold[static_cast<std::size_t>(i)]))
        return f;
    std::int64_t k = N - 1;  // odometer, last operand fastest
    while (k >= 0 && ++idx[static_cast<std::size_t>(k)] == D)
      idx[static_cast<std::size_t>(k--)] = 0;
    if (k < 0) return std::nullopt;
  }
}

std::string num(const std::int64_t& x) { return std::to_string(x); }

}  // namespace

std::int64_t op_count(OpSet s) { return s == OpSet::associative ? 5 : 1; }

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
