// postal.intro.fp_matrix: section 1, "⊕ may be as complex as floating-point matrix
// multiplication", read as IEEE 754 double precision. The claim, the finding and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/domains.hpp"
#include "spec/claims/postal_assumptions.hpp"

namespace cc::postal_checks {

Declared claim_intro_fp_matrix() {
  using namespace postal_paper;
  const Quote kAssociativeOp{
      "section 1",
      "前置計算(prefix computation)乃是針對 n 個元素 v_1, v_2, \\dots, v_n "
      "，以及具有結合性的(associative)二元運算(binary operation)⊕",
      "the prefix computation is defined for n elements and an associative binary operation ⊕"};
  const Quote kFpExample{
      "section 1",
      "其中二元運算⊕可以簡單到只是一個布林運算(boolean operation)，或者複雜到是一個浮點數矩陣相乘"
      "(floating-point matrix multiplication)。",
      "where ⊕ may be as simple as a boolean operation or as complex as floating-point matrix "
      "multiplication"};
  const Assumption kAssociative{
      "⊕ associative (the double-precision product of the case's three matrices is)",
      kAssociativeOp, [](const CaseValues& c) { return fp_associative(value_of(c, "size")); }};
  ClaimList list("postal");
  list.add(
          "postal.intro.fp_matrix", "section 1, the examples of ⊕",
          "Floating-point matrix multiplication is an operation ⊕ for which the prefix algorithms "
          "compute the prefixes: Algorithm A on n = 3 PEs with IEEE 754 double-precision "
          "matrices (size 1: 0.1, 0.2, 0.3; size 2: [[0.1, 0.2], [0.3, 0.4]], [[0.5, 0.6], "
          "[0.7, 0.8]], [[0.9, 1.0], [1.1, 1.2]]), multiplied on the executor as a double "
          "program does (every product and sum rounded to nearest, ties to even, no fused "
          "multiply-add; computed exactly in integers), ends with c(i) equal to the "
          "left-to-right product v0 v1 .. vi; every k, lambda <= 3 on every budget",
          Expect::refuted, Method::exhaustive,
          Finding{Kind::beyond_scope,
                  "for an associative ⊕ Algorithm A computes the prefixes whatever the order it "
                  "combines in (the interval witnesses of postal.lemma3.contents: any associative, "
                  "not necessarily commutative ⊕); double-precision products are not "
                  "associative, so the order Algorithm A combines in (v0 ⊕ (v1 ⊕ v2) at k = 1, "
                  "lambda = 1) gives another double than the left-to-right product",
                  "postal.lemma3.contents",
                  "the paper defines the prefix computation for an associative ⊕ and names "
                  "floating-point matrix multiplication as an example of it; the counterexample's "
                  "operation, IEEE double-precision multiplication, is not associative "
                  "((0.1 0.2) 0.3 and 0.1 (0.2 0.3) are different doubles), so it violates the "
                  "paper's own stated condition (as groupops.operator.logical16 does the slides'); "
                  "read as exact products of matrices of floating-point numbers, which is "
                  "associative, the sentence holds",
                  {kFpExample, kAssociativeOp},
                  {{"size", 1}, {"n", 3}, {"k", 1}, {"lambda", 1}}})
      .assume({kKAtLeast1, kLambdaAtLeast1, kAssociative})
      .extend(
          "multiplies in IEEE 754 double precision, whose rounding makes the product "
          "non-associative, where the paper's prefix computation assumes an associative ⊕");
  return declare(list,
                 kit::exhaustive(domains::fp_matrix(), on_variant(check_intro_fp_matrix), {true}));
}

}  // namespace cc::postal_checks
