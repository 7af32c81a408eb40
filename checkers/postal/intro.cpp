// Section 1's examples of the prefix computation, run by Algorithm A on values of their own (not
// interval witnesses) on the PostalNetwork executor (spec/algorithms/postal_values.hpp): the sum of
// 3, 6, 8, and matrices of doubles multiplied in double precision (spec/witness/binary64.hpp, exact
// integer arithmetic that rounds as IEEE 754 does; no floating point is used).
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/common.hpp"
#include "spec/algorithms/postal_values.hpp"
#include "spec/core/checked.hpp"
#include "spec/witness/binary64.hpp"

namespace cc::postal_checks {

std::optional<Fields> check_intro_sum(const postal::PrefixVariant& v, const Point& p) {
  // 「例如，對3, 6, 8三個元素以及加法運算，前置計算是要算出3, 9, 17。」
  std::vector<u64> c = {3, 6, 8};
  const std::vector<u64> printed = {3, 9, 17};
  const auto run = postal::run_algorithm_a_values(
      v, static_cast<Pe>(p[0]), static_cast<u64>(p[1]), static_cast<u64>(p[2]), c,
      [](u64 a, u64 b) { return checked_add(a, b, "a prefix sum"); });
  if (run.violation)
    return Fields{{"j", static_cast<std::uint64_t>(run.violation->step)},
                  {"rule", run.violation->rule},
                  {"violation", run.violation->detail}};
  return kit::first_mismatch(
      c, [&](std::size_t i) { return printed[i]; }, [](u64 x) { return std::to_string(x); }, "c(i)",
      "i");
}

}  // namespace cc::postal_checks

namespace cc::postal_checks {

std::vector<witness::Binary64Matrix> fp_inputs(std::int64_t size) {
  using witness::Binary64;
  auto m = [](std::initializer_list<const char*> entries) {
    witness::Binary64Matrix out;
    for (const char* e : entries) out.e.push_back(Binary64::from_decimal(e));
    out.size = out.e.size() == 1 ? 1 : 2;
    return out;
  };
  if (size == 1) return {m({"0.1"}), m({"0.2"}), m({"0.3"})};
  if (size == 2)
    return {m({"0.1", "0.2", "0.3", "0.4"}), m({"0.5", "0.6", "0.7", "0.8"}),
            m({"0.9", "1.0", "1.1", "1.2"})};
  throw std::invalid_argument("fp_inputs: size " + std::to_string(size));
}

bool fp_associative(std::int64_t size) {
  const auto v = fp_inputs(size);
  return witness::matmul(witness::matmul(v[0], v[1]), v[2]) ==
         witness::matmul(v[0], witness::matmul(v[1], v[2]));
}

std::optional<Fields> check_intro_fp_matrix(const postal::PrefixVariant& v, const Point& p) {
  const auto inputs = fp_inputs(p[0]);
  const auto n = static_cast<Pe>(p[1]);
  const auto k = static_cast<u64>(p[2]), lambda = static_cast<u64>(p[3]);
  // The values themselves, multiplied in double precision on the executor.
  std::vector<witness::Binary64Matrix> c(inputs.begin(), inputs.begin() + n);
  const auto run = postal::run_algorithm_a_values(v, n, k, lambda, c, witness::matmul);
  // The same run with each value the expression it was computed by: the combine tree.
  std::vector<std::string> tree;
  for (Pe i = 0; i < n; ++i) tree.push_back("v" + std::to_string(i));
  postal::run_algorithm_a_values(v, n, k, lambda, tree,
                                 [](const std::string& a, const std::string& b) {
                                   auto term = [](const std::string& x) {
                                     return x.find("⊕") == std::string::npos ? x : "(" + x + ")";
                                   };
                                   return term(a) + " ⊕ " + term(b);
                                 });
  if (run.violation)
    return Fields{{"j", static_cast<std::uint64_t>(run.violation->step)},
                  {"rule", run.violation->rule},
                  {"violation", run.violation->detail}};
  witness::Binary64Matrix left = inputs[0];
  for (Pe i = 0; i < n; ++i) {
    if (i > 0) left = witness::matmul(left, inputs[i]);
    if (c[i] != left)
      return Fields{{"i", static_cast<std::uint64_t>(i)},
                    {"c(i)", tree[i]},
                    {"c(i) in double precision", witness::to_string(c[i])},
                    {"left to right", witness::to_string(left)}};
  }
  return std::nullopt;
}

}  // namespace cc::postal_checks
