// groupops.operator.logical16: slide リダクション's 「論理演算」 read as every logical operation
// (all 16 binary operations on {0, 1}), the procedures with the operand order fixed. The claim and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_operator_logical16() {
  using namespace groupops_paper;
  const Assumption kAssocTable{
      "⊕ associative (the truth table op is associative on {0, 1})", kAssociative,
      [](const CaseValues& c) { return logical_associative(value_of(c, "op")); }};
  ClaimList list("groupops");
  list.add("groupops.operator.logical16",
           "slide リダクション (2項演算: 論理演算), read as every logical operation",
           "Every binary logical operation (all 16 truth tables on {0, 1}, NAND and NOR among "
           "them), with the procedures of the slides (Reduction, Prefix, Cube_Reduction, "
           "Cube_Prefix_Sum and the binomial tree's reduction, the operand order fixed), gives "
           "a_1 ⊕ ... ⊕ a_i left to right for every operand tuple [N = 2^d, d <= 3]",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::beyond_scope,
                   "every associative logical operation (and, or, xor, xnor, the projections, "
                   "the constants) gives the left-to-right fold; the eight others (nand, nor, "
                   "the implications and inhibitions, not a, not b) are outside 補足's restriction",
                   "groupops.operator.named.printed",
                   "「論理演算」 on the Reduction slide is a list of examples, and the slide 補足 "
                   "restricts ⊕ to associative operations; the counterexample's operation is not "
                   "associative, so it violates the slides' own stated condition",
                   {{"slide リダクション", "論理演算", "logical operations, listed as binary operations"},
                    kAssociative},
                   {{"d", 2}, {"op", 1}}})
      .assume({kPowerOfTwo, kAssocTable})
      .extend("runs every binary logical operation, the non-associative ones too, which the slide "
              "補足 excludes from the procedures");
  const auto compare = [](const Point& p) {
    return check_operator(OpSet::logical16, p[1], p[0], false, Planted::none);
  };
  return declare(list, kit::exhaustive(domains::logical_operators(), kit::point_case(compare)));
}

}  // namespace cc::groupops_checks
