// Teeth of three groupops claims (Ohtaki's slides): Cube_Prefix_Sum's registers after every step,
// associativity as a necessity on the term witness, and collcheck's prefix on the binomial tree.
// Each holds on smoke and refutes a planted bug.
#include <catch2/catch.hpp>
#include <string>

#include "checkers/groupops/common.hpp"
#include "checkers/runner.hpp"
#include "spec/algorithms/groupops_binomial_prefix.hpp"
#include "spec/witness/term.hpp"
#include "tests/checkers/check_support.hpp"

namespace groupops_recall_test {

using namespace cc;
using namespace cc::groupops;

using check_support::check;

TEST_CASE("Cube_Prefix_Sum's t_i and s_i after every step") {
  CHECK(check("groupops.cube.prefix.invariant").verdict == Verdict::verified);
  CHECK_FALSE(groupops_checks::cube_prefix_walkthrough(Planted::none).has_value());
  // Planted: the printed operand order (the partner's block second) breaks s_1 at N = 2.
  const auto f = groupops_checks::cube_prefix_invariant(2, cube_prefix_plan(2, true));
  REQUIRE(f.has_value());
  CHECK(std::get<std::int64_t>(*find(*f, "P_i")) == 1);
  const Outcome o = check("groupops.cube.prefix.invariant", "planted-swap-operands");
  CHECK(o.verdict == Verdict::refuted);
}

TEST_CASE("associativity is necessary for Prefix, not for Reduction, on the term witness") {
  CHECK(check("groupops.operator.nonassociative.any").verdict == Verdict::verified);
  CHECK_FALSE(groupops_checks::nonassociative_census().has_value());
  // Planted: the printed order a(i) ⊕ a(i - 2^j) leaves (a_3 ⊕ a_2) ⊕ a_1 at P_3.
  const auto f = groupops_checks::prefix_term_fields(4, prefix(4, true));
  REQUIRE(f.has_value());
  CHECK(std::get<std::string>(*find(*f, "term")) == "a_2 ⊕ a_1");
  // The terms name their brackets.
  using witness::Term;
  const Term t = Term::product(Term::leaf(1), Term::product(Term::leaf(2), Term::leaf(3)));
  CHECK(t.to_string() == "a_1 ⊕ (a_2 ⊕ a_3)");
  CHECK_FALSE(t == witness::left_to_right(1, 3));
  CHECK(t.leaves() == std::vector<std::int64_t>{1, 2, 3});
}

TEST_CASE("prefix on the binomial tree: 2k steps along tree edges, a_0..a_v everywhere") {
  CHECK(check("groupops.binomial.prefix").verdict == Verdict::verified);
  CHECK_FALSE(groupops_checks::binomial_prefix_fields(3, binomial_prefix_plan(3)).has_value());
  // Planted: the child's block before the parent's in the up-sweep; the last down-step left out.
  CHECK(groupops_checks::binomial_prefix_fields(2, binomial_prefix_plan(2, Planted::swap_operands))
            .has_value());
  CHECK(groupops_checks::binomial_prefix_fields(2, binomial_prefix_plan(2, Planted::short_loop))
            .has_value());
  // Planted: a message between two nodes that are no parent and child (P_1 -> P_2 is no link of
  // dimension 1 either; P_1 -> P_3 is a link but no tree edge).
  auto plan = binomial_prefix_plan(2);
  plan.steps[0].send(1, 3, 0, plan.b);
  const auto f = groupops_checks::binomial_prefix_fields(2, plan);
  REQUIRE(f.has_value());
  CHECK(std::get<std::string>(*find(*f, "rule")) == "tree edge");
}

}  // namespace groupops_recall_test
