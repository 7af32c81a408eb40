// The executors of seed 003 (spec/models/groupops.hpp): the EREW executor rejects two accesses to
// one cell in one step and honours each reading of a step; the hypercube executor rejects a
// message off dimension j; the procedures compute prefixes on the interval witness.
#include <catch2/catch.hpp>

#include "spec/algorithms/groupops_procedures.hpp"
#include "spec/models/binomial.hpp"
#include "spec/witness/interval.hpp"

using namespace cc::groupops;
using cc::witness::Interval;

namespace {
Op<Interval> comb() {
  return [](const Interval& a, const Interval& b) { return cc::witness::combine(a, b); };
}
std::vector<std::optional<Interval>> singles(std::int64_t N) {
  std::vector<std::optional<Interval>> a(static_cast<std::size_t>(N + 1));
  for (std::int64_t i = 1; i <= N; ++i) a[static_cast<std::size_t>(i)] = Interval::single(i);
  return a;
}
}  // namespace

TEST_CASE("the EREW executor rejects two PEs reading one cell in one step") {
  const std::vector<Iteration> its = {
      {"0", {{1, {{false, 2, Combine::copy}}}, {3, {{false, 2, Combine::copy}}}}}};
  const auto r = run_pram<Interval>(4, its, singles(4), std::nullopt, comb(), Order::program);
  REQUIRE(r.violation);
  CHECK(r.violation->rule == "exclusive");
  CHECK(r.violation->cell == 2);
}

TEST_CASE("Prefix with the corrected operand order leaves 1:i in every P_i in log2 N loops") {
  for (std::int64_t N : {1, 2, 8, 64}) {
    const auto r =
        run_pram<Interval>(N, prefix(N, false), singles(N), std::nullopt, comb(), Order::program);
    REQUIRE_FALSE(r.violation);
    CHECK(r.iterations == log2_exact(N));
    for (std::int64_t i = 1; i <= N; ++i)
      CHECK(r.a[static_cast<std::size_t>(i)] == Interval::range(1, i));
  }
}

TEST_CASE("Reduction is illegal when a loop iteration is one EREW step and wrong read-first") {
  const auto whole =
      run_pram<Interval>(2, reduction(2), singles(2), std::nullopt, comb(), Order::whole_step);
  CHECK(whole.violation);
  const auto rf =
      run_pram<Interval>(2, reduction(2), singles(2), std::nullopt, comb(), Order::read_first);
  CHECK_FALSE(rf.violation);
  CHECK(rf.a[1] != Interval::range(1, 2));
}

TEST_CASE("the hypercube executor rejects a message that is not along dimension j") {
  const auto r = cube_reduction<Interval>(
      4, {Interval::single(0), Interval::single(1), Interval::single(2), Interval::single(3)},
      comb(), Planted::wrong_dimension);
  REQUIRE(r.violation);
  CHECK(r.violation->rule == "dimension");
}

TEST_CASE("Cube_Prefix_Sum as printed is right for + and wrong for the interval witness") {
  const auto sum =
      cube_prefix_sum<std::int64_t>(8, {0, 1, 2, 3, 4, 5, 6, 7}, std::plus<std::int64_t>(), true);
  CHECK(sum.a.back() == 28);
  CHECK(sum.steps == 3);
  std::vector<Interval> a;
  for (int i = 0; i < 2; ++i) a.push_back(Interval::single(i));
  CHECK(cube_prefix_sum<Interval>(2, a, comb(), true).a[1] != Interval::range(0, 1));
  CHECK(cube_prefix_sum<Interval>(2, a, comb(), false).a[1] == Interval::range(0, 1));
}

TEST_CASE("the level-3 binomial tree has 8 nodes and the root's children are labelled 4, 2, 1") {
  const auto t = binomial_tree(3);
  REQUIRE(t.parent.size() == 8);
  std::vector<std::int64_t> labels;
  for (auto c : t.children[0]) labels.push_back(t.label[static_cast<std::size_t>(c)]);
  CHECK(labels == std::vector<std::int64_t>{4, 2, 1});
}
