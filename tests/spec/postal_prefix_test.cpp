#include "spec/algorithms/postal_prefix.hpp"

#include <rapidcheck/catch.h>

#include <catch2/catch.hpp>

namespace postal_prefix_test {

using namespace cc;
using namespace cc::postal;

namespace {
bool all_prefixes(const std::vector<Interval>& c) {
  for (std::size_t i = 0; i < c.size(); ++i)
    if (c[i] != Interval::range(0, static_cast<std::int64_t>(i))) return false;
  return true;
}
const PrefixVariant& paper() { return *find_prefix_variant("A"); }
}  // namespace

TEST_CASE("Algorithm A computes every prefix in m steps on the executor") {
  rc::prop("A", [] {
    const auto n = *rc::gen::inRange<Pe>(1, 400);
    const auto k = *rc::gen::inRange<u64>(1, 6);
    const auto lambda = *rc::gen::inRange<u64>(1, 6);
    std::vector<Interval> c;
    const auto run = run_algorithm_a(paper(), n, k, lambda, c);
    RC_ASSERT(!run.violation);
    RC_ASSERT(run.steps_run == *min_steps(n, k, lambda, ~u64{0}));
    RC_ASSERT(all_prefixes(c));
  });
}

TEST_CASE("Algorithm B computes every prefix for n not divisible by p") {
  rc::prop("B", [] {
    const auto n = *rc::gen::inRange<u64>(2, 500);
    const auto p = *rc::gen::inRange<Pe>(1, static_cast<Pe>(std::min<u64>(n - 1, 60)) + 1);
    const auto k = *rc::gen::inRange<u64>(1, 5);
    const auto lambda = *rc::gen::inRange<u64>(1, 5);
    std::vector<Interval> u;
    const auto run = run_algorithm_b(paper(), n, p, k, lambda, u);
    RC_ASSERT(!run.violation);
    RC_ASSERT(all_prefixes(u));
  });
}

TEST_CASE("the block layout gives the first n mod p PEs one value more") {
  const auto b = block_layout(75, 10);
  CHECK(b.start == std::vector<u64>{0, 8, 16, 24, 32, 40, 47, 54, 61, 68, 75});
  CHECK(block_layout(80, 10).start.back() == 80);
}

TEST_CASE("U and W of the paper's example for n = 10, k = 2, lambda = 3") {
  Plan plan(10, 2, 3);
  std::vector<Pe> out;
  paper().U(plan, 0, 1, out);
  CHECK(out == std::vector<Pe>{1, 2});
  paper().U(plan, 2, 4, out);
  CHECK(out == std::vector<Pe>{9});
  paper().W(plan, 1, 3, out);
  CHECK(out == std::vector<Pe>{0});
  paper().W(plan, 9, 6, out);
  CHECK(out == std::vector<Pe>{2});
}

TEST_CASE(
    "T_i with only holders adding children is the tree of Fig. 1, the literal reading is not") {
  const auto t = spanning_tree(paper(), 10, 2, 3, 0, false);
  CHECK(t.defect.empty());
  CHECK(t.parent[8] == 1);
  CHECK(t.step[8] == 4);
  const auto lit = spanning_tree(paper(), 20, 2, 3, 0, true);
  CHECK_FALSE(lit.defect.empty());
}

TEST_CASE("an unknown variant name is a usage error that lists the known ones") {
  CHECK_THROWS_WITH(find_prefix_variant("B7"),
                    Catch::Contains("known: A, planted-reversed-combine"));
}

}  // namespace postal_prefix_test
